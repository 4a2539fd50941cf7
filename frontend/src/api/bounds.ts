/**
 * Generated from the server's OpenAPI document by scripts/api-types.mjs: do not edit.
 * What each resource's input accepts (lengths, characters, ranges), by base path; the admin forms read it
 * through features/admin/resources/bounds.ts.
 */

export const BOUNDS = {
  attribute: {
    code: {"minLength":1,"maxLength":50,"pattern":"^[A-Za-z0-9._-]*$"},
    name: {"minLength":1,"maxLength":200,"pattern":"^[^\\u0000-\\u001F\\u007F-\\u009F]*$"},
    nameEn: {"maxLength":200,"pattern":"^[^\\u0000-\\u001F\\u007F-\\u009F]*$"},
    sortOrder: {"minimum":0,"maximum":100000},
  },
  attributeval: {
    attributeId: {"minimum":1,"maximum":9223372036854776000},
    code: {"minLength":1,"maxLength":50,"pattern":"^[A-Za-z0-9._-]*$"},
    sortOrder: {"minimum":0,"maximum":100000},
    value: {"minLength":1,"maxLength":200,"pattern":"^[^\\u0000-\\u001F\\u007F-\\u009F]*$"},
    valueEn: {"maxLength":200,"pattern":"^[^\\u0000-\\u001F\\u007F-\\u009F]*$"},
  },
  company: {
    accountManagerId: {"minimum":-9223372036854776000,"maximum":9223372036854776000},
    address: {"maxLength":300,"pattern":"^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$"},
    city: {"maxLength":100,"pattern":"^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$"},
    country: {"maxLength":100,"pattern":"^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$"},
    discountPercent: {"minimum":-2147483648,"maximum":2147483647},
    name: {"minLength":1,"maxLength":200,"pattern":"^[^\\u0000-\\u001F\\u007F-\\u009F]*$"},
  },
  companyentityfilter: {
    companyId: {"minimum":1,"maximum":9223372036854776000},
    entityId: {"minimum":1,"maximum":9223372036854776000},
  },
  configurator: {
    categoryId: {"minimum":-9223372036854776000,"maximum":9223372036854776000},
  },
  customer: {
    address: {"maxLength":300,"pattern":"^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$"},
    city: {"maxLength":100,"pattern":"^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$"},
    companyId: {"minimum":1,"maximum":9223372036854776000},
    name: {"minLength":1,"maxLength":200,"pattern":"^[^\\u0000-\\u001F\\u007F-\\u009F]*$"},
    notes: {"maxLength":4000,"pattern":"^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$"},
  },
  customizationrequest: {
  },
  productcategory: {
    description: {"maxLength":2000,"pattern":"^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$"},
    descriptionEn: {"maxLength":2000,"pattern":"^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$"},
    imageUrl: {"maxLength":500},
    name: {"minLength":1,"maxLength":200,"pattern":"^[^\\u0000-\\u001F\\u007F-\\u009F]*$"},
    nameEn: {"maxLength":200,"pattern":"^[^\\u0000-\\u001F\\u007F-\\u009F]*$"},
    slug: {"minLength":1,"maxLength":60,"pattern":"^[a-z0-9-]*$"},
    sortOrder: {"minimum":0,"maximum":100000},
  },
  productconf: {
  },
  productfeature: {
    code: {"minLength":1,"maxLength":50,"pattern":"^[A-Za-z0-9._-]*$"},
    description: {"maxLength":2000,"pattern":"^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$"},
    descriptionEn: {"maxLength":2000,"pattern":"^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$"},
    name: {"minLength":1,"maxLength":200,"pattern":"^[^\\u0000-\\u001F\\u007F-\\u009F]*$"},
    nameEn: {"maxLength":200,"pattern":"^[^\\u0000-\\u001F\\u007F-\\u009F]*$"},
    numericMax: {"minimum":-2147483648,"maximum":2147483647},
    numericMin: {"minimum":-2147483648,"maximum":2147483647},
    numericStep: {"minimum":-2147483648,"maximum":2147483647},
    numericUnit: {"maxLength":20,"pattern":"^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$"},
    sortOrder: {"minimum":0,"maximum":100000},
    unitPrice: {"minimum":-9223372036854776000,"maximum":9223372036854776000},
  },
  productfeatureval: {
    code: {"minLength":1,"maxLength":50,"pattern":"^[A-Za-z0-9._-]*$"},
    featureId: {"minimum":1,"maximum":9223372036854776000},
    imageUrl: {"maxLength":500},
    label: {"minLength":1,"maxLength":200,"pattern":"^[^\\u0000-\\u001F\\u007F-\\u009F]*$"},
    labelEn: {"maxLength":200,"pattern":"^[^\\u0000-\\u001F\\u007F-\\u009F]*$"},
    priceDelta: {"minimum":-100000000,"maximum":100000000},
    sortOrder: {"minimum":0,"maximum":100000},
  },
  productmodel: {
    basePrice: {"minimum":0,"maximum":100000000},
    code: {"minLength":1,"maxLength":50,"pattern":"^[A-Za-z0-9._-]*$"},
    description: {"maxLength":2000,"pattern":"^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$"},
    descriptionEn: {"maxLength":2000,"pattern":"^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$"},
    imageUrl: {"maxLength":500},
    name: {"minLength":1,"maxLength":200,"pattern":"^[^\\u0000-\\u001F\\u007F-\\u009F]*$"},
    nameEn: {"maxLength":200,"pattern":"^[^\\u0000-\\u001F\\u007F-\\u009F]*$"},
    sortOrder: {"minimum":0,"maximum":100000},
    typeId: {"minimum":1,"maximum":9223372036854776000},
  },
  productmodelpart: {
    defaultQuantity: {"minimum":-2147483648,"maximum":2147483647},
    maxQuantity: {"minimum":-2147483648,"maximum":2147483647},
    minQuantity: {"minimum":-2147483648,"maximum":2147483647},
    modelId: {"minimum":1,"maximum":9223372036854776000},
    partId: {"minimum":1,"maximum":9223372036854776000},
    sortOrder: {"minimum":0,"maximum":100000},
  },
  productpart: {
    code: {"minLength":1,"maxLength":50,"pattern":"^[A-Za-z0-9._-]*$"},
    description: {"maxLength":2000,"pattern":"^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$"},
    descriptionEn: {"maxLength":2000,"pattern":"^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$"},
    imageUrl: {"maxLength":500},
    name: {"minLength":1,"maxLength":200,"pattern":"^[^\\u0000-\\u001F\\u007F-\\u009F]*$"},
    nameEn: {"maxLength":200,"pattern":"^[^\\u0000-\\u001F\\u007F-\\u009F]*$"},
    price: {"minimum":0,"maximum":100000000},
    sortOrder: {"minimum":0,"maximum":100000},
  },
  producttype: {
    categoryId: {"minimum":1,"maximum":9223372036854776000},
    description: {"maxLength":2000,"pattern":"^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$"},
    descriptionEn: {"maxLength":2000,"pattern":"^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$"},
    imageUrl: {"maxLength":500},
    name: {"minLength":1,"maxLength":200,"pattern":"^[^\\u0000-\\u001F\\u007F-\\u009F]*$"},
    nameEn: {"maxLength":200,"pattern":"^[^\\u0000-\\u001F\\u007F-\\u009F]*$"},
    sortOrder: {"minimum":0,"maximum":100000},
  },
} as const;
