import { Global, Module, type DynamicModule } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { AppConfig } from './app-config';
import { validateEnvironment } from './environment';

/**
 * @nestjs/config over the process environment (no .env file: one source of truth), validated
 * at start-up. `overrides` let tests and embedders set values without touching process.env.
 */
@Global()
@Module({})
export class AppConfigModule {
  static forRoot(overrides: Record<string, string | number | boolean> = {}): DynamicModule {
    return {
      module: AppConfigModule,
      imports: [
        ConfigModule.forRoot({
          ignoreEnvFile: true,
          cache: true,
          // Read only the validated values: otherwise a key the overrides unset (an empty value)
          // falls back to process.env, where an earlier app of the same process may have left one.
          skipProcessEnv: true,
          validate: (raw) => validateEnvironment({ ...raw, ...overrides }),
        }),
      ],
      providers: [AppConfig],
      exports: [AppConfig],
    };
  }
}
