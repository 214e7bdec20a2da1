/**
 * How many times SQS delivers a job's message before it moves it to the failure queue (the queue's
 * maxReceiveCount): a step failing on its last delivery records its job as failed first.
 */
export const JOB_MAX_DELIVERIES = 5;
