import type { Decorator } from '@storybook/react-vite';

/**
 * Form-field width (24rem, or the screen minus a margin) for centred stories; a story with
 * `layout: 'fullscreen'` (an all-states grid) lays itself out instead.
 */
export const fieldWidth: Decorator = (Story, { parameters }) =>
  parameters.layout === 'fullscreen' ? (
    <Story />
  ) : (
    <div className="w-[min(24rem,calc(100vw-2rem))] p-4">
      <Story />
    </div>
  );
