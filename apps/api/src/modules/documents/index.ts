export { checkedContentType } from './file-types'
export { documentRoutes } from './routes'
export { downloadPath, presentDocument, storeDocument } from './service'
