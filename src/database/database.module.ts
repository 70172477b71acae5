import { Logger, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { historyRisk } from './history-risk';
import { runMigrations } from './run-migrations';

export interface DatabaseUrls {
  /** The server's role (DATABASE_URL, or the embedded server's restricted role). */
  readonly url: string;
  /** The owner role that runs the migrations and grants the server's role; absent: `url` does both. */
  readonly ownerUrl?: string;
}

/**
 * The TypeORM DataSource on the server's role, with the migrations applied (as the owner role when
 * there is one) before any other provider can use it.
 */
@Module({})
export class DatabaseModule {
  static forRoot(urls: DatabaseUrls): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [AppConfig],
          useFactory: (config: AppConfig) => dataSourceOptions(urls.url, config.get('DB_POOL_SIZE')),
          dataSourceFactory: async (options) => {
            const dataSource = await new DataSource(options!).initialize();
            try {
              await migrate(dataSource, urls.ownerUrl);
            } catch (error) {
              await dataSource.destroy();
              throw error;
            }
            return dataSource;
          },
        }),
      ],
    };
  }
}

async function migrate(app: DataSource, ownerUrl: string | undefined): Promise<void> {
  const logger = new Logger('Database');
  if (!ownerUrl) {
    await runMigrations(app);
    const risk = await historyRisk(app);
    if (risk)
      logger.warn(
        `the server's database role ${risk}: it could rewrite history; set DATABASE_OWNER_URL and give DATABASE_URL a restricted role (docs/operations.md, "Database roles")`,
      );
    return;
  }
  // Two connections: the advisory lock and the migration runner.
  const owner = await new DataSource(dataSourceOptions(ownerUrl, 2)).initialize();
  try {
    const appRole = await currentUser(app);
    const ownerRole = await currentUser(owner);
    await runMigrations(owner, { appRole: appRole === ownerRole ? undefined : appRole });
  } finally {
    await owner.destroy();
  }
  const risk = await historyRisk(app);
  if (risk) logger.warn(`the server's database role ${risk}: it could rewrite history (docs/operations.md, "Database roles")`);
}

async function currentUser(ds: DataSource): Promise<string> {
  const [row] = (await ds.query(`SELECT current_user AS name`)) as { name: string }[];
  if (!row) throw new Error('current_user returned no row');
  return row.name;
}
