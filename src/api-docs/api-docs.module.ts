import { Module } from '@nestjs/common';
import { ContractController } from './contract.controller';

/** The contract documents served next to the API. */
@Module({ controllers: [ContractController] })
export class ApiDocsModule {}
