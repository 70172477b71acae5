import { Global, Module } from '@nestjs/common';
import { ReadReplica } from './read-replica';

/** Reads that may be served by a streaming replica (DATABASE_REPLICA_URL), for every module. */
@Global()
@Module({ providers: [ReadReplica], exports: [ReadReplica] })
export class ReplicaModule {}
