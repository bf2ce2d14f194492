import type { Decorator } from '@storybook/react-vite';
import { MotionConfig } from 'framer-motion';

/**
 * Lets a story animate even in the screenshot run (which otherwise forces reduced motion), for play
 * functions that prove an animation; the story must end in a still state.
 */
export const withMotion: Decorator = (Story) => (
  <MotionConfig reducedMotion="never">
    <Story />
  </MotionConfig>
);

/** Records every value an attribute takes on an element until stopped (MutationObserver). */
export function recordAttribute(element: Element, attribute: string): { values: string[]; stop: () => void } {
  const values: string[] = [element.getAttribute(attribute) ?? ''];
  const observer = new MutationObserver(() => {
    const value = element.getAttribute(attribute) ?? '';
    if (values[values.length - 1] !== value) values.push(value);
  });
  observer.observe(element, { attributes: true, attributeFilter: [attribute], subtree: false });
  return { values, stop: () => observer.disconnect() };
}
