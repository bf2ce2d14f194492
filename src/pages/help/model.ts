import { sample } from 'effector';
import { createGate } from 'effector-react';
import { feedbackChecked } from '@/features/feedback/model';

export const HelpGate = createGate();
/** The "already given" check (GET …/feedbacks/given/device/{device}/version/{version}). */
sample({ clock: HelpGate.open, target: feedbackChecked });

/** The moods and tags the form offers (sent as given; the server stores them). */
export const FEEDBACK_MOODS = ['love', 'like', 'neutral', 'dislike'] as const;
export const FEEDBACK_TAGS = ['cleaning', 'speed', 'design', 'stats', 'bug', 'other'] as const;
