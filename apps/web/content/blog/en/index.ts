import type { BlogArticle } from '../../types'
import { article as biochar } from './biochar-explained'
import { article as csrd } from './csrd-esrs-e1'
import { article as greenClaims } from './green-claims-directive'
import { article as carbonFee } from './internal-carbon-fee'
import { article as removal } from './removal-vs-avoidance'
import { article as vcmi } from './vcmi-claims-code'

export const articles: BlogArticle[] = [removal, vcmi, csrd, greenClaims, biochar, carbonFee]
