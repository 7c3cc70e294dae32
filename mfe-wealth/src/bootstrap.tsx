// Standalone mount for working on this remote alone (`npm run serve`); the shell never loads this file.
import { mountStandalone } from '@heirloom/ui/standalone';
import remote from './routes';

mountStandalone(remote, 'mfe_wealth');
