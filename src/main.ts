import { bootstrap } from './bootstrap';

bootstrap().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
