export {
  WORKFLOW_LIST_PAGE_SIZE,
  type WorkflowFilterState,
  WorkflowTable,
  type WorkflowTableProps,
} from './WorkflowTable'
