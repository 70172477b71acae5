import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { runMigrations } from './run-migrations';

/**
 * The TypeORM DataSource on `url` (DATABASE_URL, or the embedded server that main.ts started
 * before Nest), with the migrations applied before any other provider can use it.
 */
@Module({})
export class DatabaseModule {
  static forRoot(url: string): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [AppConfig],
          useFactory: (config: AppConfig) => dataSourceOptions(url, config.get('DB_POOL_SIZE')),
          dataSourceFactory: async (options) => {
            const dataSource = await new DataSource(options!).initialize();
            await runMigrations(dataSource);
            return dataSource;
          },
        }),
      ],
    };
  }
}
