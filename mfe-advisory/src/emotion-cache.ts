// This remote's own emotion cache key, so its class names never collide with the shell's or another remote's.
import createCache from '@emotion/cache';

export const emotionCache = createCache({ key: 'adv' });
