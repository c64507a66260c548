// The rule lives in shared/core (the designer checks links with it too).
export { youtubeVideoId as youtubeId } from '@front-office/shared/core';
