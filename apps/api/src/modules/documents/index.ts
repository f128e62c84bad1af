export { checkedContentType } from './file-types'
export { documentRoutes } from './routes'
export { documentSignedUrl, downloadPath, presentDocument, storeDocument } from './service'
