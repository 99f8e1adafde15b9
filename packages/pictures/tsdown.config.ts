import { defineConfig } from 'tsdown';
import { library } from '../../tsdown.config.ts';

export default defineConfig(library);
