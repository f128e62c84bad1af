/** Back-office response shapes, from @kelp/core/admin (the API's own schemas). */
export type {
  AdminCompany,
  AdminOrder,
  AdminOrderList,
  AuditAction,
  AuditEntry,
  AuditList,
  InventoryList,
  InventoryRow,
} from '@kelp/core/admin'
