export { WorkflowRuns, type WorkflowRunsProps } from './WorkflowRuns'
