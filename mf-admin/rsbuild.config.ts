import { defineConfig } from '@rsbuild/core';
import { remoteConfig } from '@emind/build-config';

export default defineConfig(remoteConfig('mf_admin', 3004));
