/**
 * The site's own vocabulary for its search, per language: the maintained synonyms (what shoppers type ↔ what the site
 * calls it: mats ↔ liners, dealer ↔ retailer, used ↔ certified pre-owned) and the Chinese words that `Intl.Segmenter`
 * splits but the site uses whole (脚垫, 拖车钩, 经销商). Synonyms the catalog itself implies (one item named two ways)
 * are added to these when the index is built (`#server/services/search.ts`). Decision 034.
 */
import type { Language } from '#domain/i18n/languages.ts';

/**
 * Groups of phrases that mean the same thing to a shopper; a query phrase of a group also finds the others. Phrases are
 * matched after the index's own processing (case and accents folded, stemmed), so one form of a word is enough.
 */
export const SYNONYMS: Record<Language, readonly (readonly string[])[]> = {
  en: [
    ['mat', 'liner', 'floor mat', 'floor liner'],
    ['dealer', 'retailer', 'dealership', 'find a dealer', 'find a retailer', 'dealer near me', 'dealership near me'],
    ['used', 'pre-owned', 'certified pre-owned', 'second hand', 'used car', 'used cars'],
    ['loan', 'car loan', 'auto loan', 'financing', 'finance'],
    ['lease', 'leasing'],
    ['trade in', 'trade-in', 'trade my car'],
    ['roof rack', 'crossbar', 'roof rail', 'roof basket', 'cargo carrier'],
    ['tow hitch', 'trailer hitch', 'hitch', 'towing'],
    ['bike rack', 'bike carrier'],
    ['dash cam', 'dash camera', 'dashcam'],
    ['home charger', 'charger', 'ev charger', 'charging station', 'wall charger'],
    ['dog', 'pet'],
    ['mud flap', 'mud flaps', 'splash guard'],
    ['cargo tray', 'trunk tray', 'cargo liner'],
    ['tent', 'rooftop tent'],
    ['sunroof', 'moonroof'],
    ['owner manual', "owner's manual", 'owners manual', 'manual', 'manuals'],
    ['recall', 'recalls', 'safety recall'],
    ['oil change', 'maintenance', 'service appointment', 'schedule service'],
    ['body shop', 'collision center', 'collision repair'],
    ['in stock', 'cars in stock', 'inventory', 'available cars'],
    ['contact us', 'customer support', 'customer service'],
    ['brochure', 'catalog'],
    ['ev', 'electric', 'electric vehicle'],
    ['price', 'cost'],
    ['deal', 'deals', 'offer', 'special offers', 'incentive'],
    ['monthly payment', 'payment calculator'],
  ],
  es: [
    ['tapete', 'alfombra', 'alfombrilla'],
    ['concesionario', 'distribuidor', 'agencia', 'concesionaria', 'buscar un concesionario'],
    ['usado', 'autos usados', 'seminuevo', 'seminuevos certificados', 'de segunda mano'],
    ['prestamo', 'credito', 'financiamiento'],
    ['retiro', 'retiros', 'llamado a revision', 'llamados a revision', 'recall'],
    ['intercambio', 'auto a cuenta', 'valor de intercambio'],
    ['portaequipaje', 'parrilla', 'barras transversales', 'canastilla'],
    ['enganche', 'enganche para remolque', 'remolque', 'gancho de remolque'],
    ['cargador', 'cargador domestico', 'estacion de carga'],
    ['casa', 'domestico', 'hogar'],
    ['manual del propietario', 'manual', 'manuales'],
    ['garantia', 'garantias'],
    ['cita de servicio', 'programar servicio', 'mantenimiento'],
    ['auto', 'carro', 'coche', 'vehiculo'],
    ['electrico', 'electricos', 'ev'],
    ['atencion al cliente', 'servicio al cliente', 'contacto'],
    ['oferta', 'ofertas especiales', 'promocion'],
    ['inventario', 'existencias', 'en existencia'],
    ['quemacocos', 'techo corredizo'],
  ],
  zh: [
    ['脚垫', '地垫'],
    ['经销商', '零售商', '4S店', '查找经销商'],
    ['用户手册', '车主手册', '使用手册', '手册'],
    ['以旧换新', '置换', '保证置换价值'],
    ['二手车', '认证二手车'],
    ['汽车贷款', '车贷', '贷款'],
    ['召回', '召回信息'],
    ['保修', '质保'],
    ['行李架', '车顶横杆', '车顶行李筐', '车顶行李箱'],
    ['拖车钩', '拖车'],
    ['充电桩', '充电器', '家用充电桩'],
    ['电动车', '纯电', '电动汽车'],
    ['保养', '维修保养', '预约维修保养'],
    ['试驾', '预约试驾'],
    ['优惠', '特别优惠'],
  ],
};

/**
 * Chinese words the site uses that `Intl.Segmenter` splits into single characters or pieces (脚垫 → 脚 | 垫,
 * 经销商 → 经销 | 商): neighbouring pieces that make one of these are joined, in documents and queries alike, so the
 * word is one term. Checked on the catalog's and the pages' own Chinese (decision 034).
 */
export const CHINESE_WORDS: readonly string[] = [
  '脚垫', '地垫', '拖车钩', '拖球', '经销商', '充电桩', '充电线', '记录仪', '行车记录仪', '电动车', '二手车', '试驾', '保修', '质保',
  '选装包', '横杆', '车顶', '以旧换新', '车贷', '车主', '挡泥板', '扰流板', '迎宾', '后视镜', '防眩目', '自行车架', '皮划艇', '滑雪板',
  '收纳箱', '行李厢', '后备厢', '遮物帘', '隔离网', '防盗', '刹车片', '排气', '帐篷', '天窗', '全景天窗', '座椅加热', '方向盘加热',
];
