import { App } from 'aws-cdk-lib';
import { addSurplusStage } from '../src/surplus-app';

addSurplusStage(new App());
