/** The part of pngjs (a dependency of the installed tooling, without bundled types) the e2e tests use. */
declare module 'pngjs' {
  export class PNG {
    width: number;
    height: number;
    data: Uint8Array;
    static sync: { read(buffer: Uint8Array): PNG };
  }
}
