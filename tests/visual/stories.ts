import { readFileSync } from 'node:fs';

export interface IndexedStory {
  id: string;
  title: string;
  name: string;
  tags: string[];
}

export type VisualSize = 'mobile' | 'desktop';

/** Tags a story uses to opt out of one size; the story must also give `parameters.visual.reason`. */
export const OPT_OUT_TAG: Record<VisualSize, string> = {
  mobile: 'visual-no-mobile',
  desktop: 'visual-no-desktop',
};

/** Every story of the built Storybook, from storybook-static/index.json. */
export function readStories(indexPath = 'storybook-static/index.json'): IndexedStory[] {
  const index = JSON.parse(readFileSync(indexPath, 'utf8')) as {
    entries: Record<string, IndexedStory & { type: string }>;
  };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name, tags }) => ({ id, title, name, tags: tags ?? [] }));
}

export function storiesForSize(stories: IndexedStory[], size: VisualSize): IndexedStory[] {
  return stories.filter((story) => !story.tags.includes(OPT_OUT_TAG[size]));
}
