import { createEffect } from 'effector';
import { api } from '@/shared/api/client';
import { APP_DEVICE, APP_VERSION } from '@/shared/config/app';

export interface FeedbackInput {
  mood: string;
  tags: string[];
  message: string;
}

/** GET /v3/users/feedbacks/given/device/{device}/version/{version}. */
export const feedbackGivenFx = createEffect(() =>
  api.feedbackGiven({ params: { device: APP_DEVICE, version: APP_VERSION } }),
);
/** POST /v3/users/feedbacks with device, version, mood, tags, message. */
export const sendFeedbackFx = createEffect((input: FeedbackInput) =>
  api.feedback({ body: { device: APP_DEVICE, version: APP_VERSION, ...input } }),
);
