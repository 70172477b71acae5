import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AppEnvironment } from './environment';

/** Typed read access to the validated environment (see environment.ts for meanings and defaults). */
@Injectable()
export class AppConfig {
  constructor(private readonly config: ConfigService<AppEnvironment, true>) {}

  get<K extends keyof AppEnvironment>(key: K): AppEnvironment[K] {
    return this.config.get(key, { infer: true });
  }
}
