export { NEW_WORKFLOW_ID, WorkflowEditor, type WorkflowEditorProps } from './WorkflowEditor'
