export {
  DataTable,
  type DataTableColumn,
  type DataTableList,
  type DataTableProps,
} from './DataTable'
