/**
 * Generated from the server's OpenAPI document by scripts/api-types.mjs: do not edit.
 * Regenerate with `npm run api-types`; `make lint` fails when this file is stale.
 * Read it through src/api/types.ts, which names the schemas the app uses.
 */

export interface paths {
    "/api/attribute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Attributo (a page) */
        get: {
            parameters: {
                query?: {
                    /** @description asc or desc. */
                    order?: "" | "asc" | "desc";
                    /** @description From 1. */
                    page?: number;
                    /** @description 1..100, default 10. */
                    pageSize?: number;
                    /** @description Case-insensitive search; % and _ literal. */
                    q?: string;
                    /** @description Sort field. */
                    sort?: "" | "sortOrder" | "name" | "code";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Attribute"][];
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description `bad_request`: page, pageSize, sort or order out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`, with `details` per field (text with NUL or control characters too) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AttributeInput"];
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Attribute"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: administrators only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: a duplicate */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed` with `details` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attribute/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The item */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Attribute"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found`: absent or hidden from the caller */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AttributeInput"];
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Attribute"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: a duplicate */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed` with `details` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `in_use`: what holds it; deactivate it instead */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attribute/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Attributo: every row of the list as a CSV file */
        get: {
            parameters: {
                query?: {
                    /** @description asc or desc. */
                    order?: "" | "asc" | "desc";
                    /** @description Case-insensitive search; % and _ literal. */
                    q?: string;
                    /** @description Sort field. */
                    sort?: "" | "sortOrder" | "name" | "code";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description UTF-8 with BOM, `;` between cells, Italian headers (docs/api.md) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description `bad_request`: sort or order out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`, with `details` per field (text with NUL or control characters too) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attribute/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attributo: import a CSV file in the export's format (administrators) */
        post: {
            parameters: {
                query?: {
                    /** @description `true`: report what the import would do, write nothing. */
                    dryRun?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "text/csv": string;
                };
            };
            responses: {
                /** @description What the import does (dry run) or did */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ImportReport"];
                    };
                };
                /** @description `bad_request`: no file in the body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: administrators only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: two rows end up with the same code */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: over 10 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`: rows with errors, nothing written */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ImportRefused"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attributeval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Valore di attributo (a page) */
        get: {
            parameters: {
                query?: {
                    /** @description Parent filter. */
                    attributeId?: number;
                    /** @description asc or desc. */
                    order?: "" | "asc" | "desc";
                    /** @description From 1. */
                    page?: number;
                    /** @description 1..100, default 10. */
                    pageSize?: number;
                    /** @description Case-insensitive search; % and _ literal. */
                    q?: string;
                    /** @description Sort field. */
                    sort?: "" | "sortOrder" | "value" | "code";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["AttributeValue"][];
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description `bad_request`: page, pageSize, sort or order out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`, with `details` per field (text with NUL or control characters too) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AttributeValueInput"];
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AttributeValue"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: administrators only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: a duplicate */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed` with `details` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attributeval/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The item */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AttributeValue"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found`: absent or hidden from the caller */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AttributeValueInput"];
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AttributeValue"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: a duplicate */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed` with `details` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `in_use`: what holds it; deactivate it instead */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attributeval/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Valore di attributo: every row of the list as a CSV file */
        get: {
            parameters: {
                query?: {
                    /** @description Parent filter. */
                    attributeId?: number;
                    /** @description asc or desc. */
                    order?: "" | "asc" | "desc";
                    /** @description Case-insensitive search; % and _ literal. */
                    q?: string;
                    /** @description Sort field. */
                    sort?: "" | "sortOrder" | "value" | "code";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description UTF-8 with BOM, `;` between cells, Italian headers (docs/api.md) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description `bad_request`: sort or order out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`, with `details` per field (text with NUL or control characters too) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attributeval/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Valore di attributo: import a CSV file in the export's format (administrators) */
        post: {
            parameters: {
                query?: {
                    /** @description `true`: report what the import would do, write nothing. */
                    dryRun?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "text/csv": string;
                };
            };
            responses: {
                /** @description What the import does (dry run) or did */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ImportReport"];
                    };
                };
                /** @description `bad_request`: no file in the body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: administrators only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: two rows end up with the same code */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: over 10 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`: rows with errors, nothing written */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ImportRefused"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auditlog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** `GET /api/auditlog`: the entries the filters admit, newest first, a page at a time. */
        get: {
            parameters: {
                query?: {
                    entityId?: number;
                    /** @description A record kind (`productpart`, `user`…): lower-case letters, at most `MAX_KIND_CHARS`. */
                    entityKind?: string;
                    /** @description From this time on (RFC 3339), included. */
                    from?: string;
                    /** @description From 1. */
                    page?: number;
                    /** @description 1 to 100, 10 by default. */
                    pageSize?: number;
                    /** @description Before this time (RFC 3339), excluded. */
                    to?: string;
                    /** @description Who wrote. */
                    userId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Page_AuditRecord"];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed` on `to`: `from` after it */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalogue/bulk-impact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `POST /api/catalogue/bulk-impact` (admins): what saving several edits together would do (a list's bulk
         *     deactivation or deletion), answered as `POST /api/catalogue/impact` answers one; nothing is written.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BulkCatalogueEdit"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CatalogueImpact"];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`: no edit or more than 100, an item not a model, part or value, or a price out of range */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalogue/filters-impact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `POST /api/catalogue/filters-impact` (admins): what replacing a company's entity filters would do to
         *     what its users can configure, before it is saved; nothing is written. The published configurators whose
         *     rule check finds new problems in the company's view, and the company's saved configurations judged
         *     today and with the filters, counted as the publish dry run counts them.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["FiltersEdit"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CatalogueImpact"];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found`: no such company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`: more than 1,000 filters */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalogue/impact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `POST /api/catalogue/impact` (admins): what saving an edit of a model, a part or a feature value
         *     (deactivating or deleting it, or changing its price) would do, before it is saved; nothing is written.
         *     The published configurators the edit gives new rule-check findings (options no configuration can have,
         *     no valid configuration left), and the saved configurations of the categories holding the item as the
         *     publish dry run counts them (`invalid`, `incomplete`, `repriced`, the largest rise and fall, pending
         *     requests, examples).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CatalogueEdit"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CatalogueImpact"];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`: not a model, part or value, or a price out of range */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Azienda (a page) */
        get: {
            parameters: {
                query?: {
                    /** @description asc or desc. */
                    order?: "" | "asc" | "desc";
                    /** @description From 1. */
                    page?: number;
                    /** @description 1..100, default 10. */
                    pageSize?: number;
                    /** @description Case-insensitive search; % and _ literal. */
                    q?: string;
                    /** @description Sort field. */
                    sort?: "" | "name" | "city" | "discountPercent" | "updatedAt";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Company"][];
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description `bad_request`: page, pageSize, sort or order out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`, with `details` per field (text with NUL or control characters too) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CompanyInput"];
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Company"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: administrators only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: a duplicate */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed` with `details` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The item */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Company"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found`: absent or hidden from the caller */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CompanyInput"];
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Company"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: a duplicate */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed` with `details` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `in_use`: what holds it; deactivate it instead */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/{id}/catalogue-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** `GET /api/company/{id}/catalogue-preview` (admins): what that company's users see. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CataloguePreviewBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Azienda: every row of the list as a CSV file */
        get: {
            parameters: {
                query?: {
                    /** @description asc or desc. */
                    order?: "" | "asc" | "desc";
                    /** @description Case-insensitive search; % and _ literal. */
                    q?: string;
                    /** @description Sort field. */
                    sort?: "" | "name" | "city" | "discountPercent" | "updatedAt";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description UTF-8 with BOM, `;` between cells, Italian headers (docs/api.md) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description `bad_request`: sort or order out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`, with `details` per field (text with NUL or control characters too) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companyentityfilter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Filtro aziendale (a page) */
        get: {
            parameters: {
                query?: {
                    /** @description Parent filter. */
                    companyId?: number;
                    /** @description asc or desc. */
                    order?: "" | "asc" | "desc";
                    /** @description From 1. */
                    page?: number;
                    /** @description 1..100, default 10. */
                    pageSize?: number;
                    /** @description Case-insensitive search; % and _ literal. */
                    q?: string;
                    /** @description Sort field. */
                    sort?: "" | "entityKind" | "updatedAt";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["CompanyFilter"][];
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description `bad_request`: page, pageSize, sort or order out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`, with `details` per field (text with NUL or control characters too) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CompanyFilterInput"];
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CompanyFilter"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: administrators only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: a duplicate */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed` with `details` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companyentityfilter/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The item */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CompanyFilter"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found`: absent or hidden from the caller */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CompanyFilterInput"];
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CompanyFilter"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: a duplicate */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed` with `details` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `in_use`: what holds it; deactivate it instead */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companyentityfilter/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Filtro aziendale: every row of the list as a CSV file */
        get: {
            parameters: {
                query?: {
                    /** @description Parent filter. */
                    companyId?: number;
                    /** @description asc or desc. */
                    order?: "" | "asc" | "desc";
                    /** @description Case-insensitive search; % and _ literal. */
                    q?: string;
                    /** @description Sort field. */
                    sort?: "" | "entityKind" | "updatedAt";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description UTF-8 with BOM, `;` between cells, Italian headers (docs/api.md) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description `bad_request`: sort or order out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`, with `details` per field (text with NUL or control characters too) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configurator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** `GET /api/configurator` (admins): a page of configurators, without findings. */
        get: {
            parameters: {
                query?: {
                    categoryId?: number;
                    /** @description `asc` (default) or `desc`. */
                    order?: string;
                    /** @description From 1. */
                    page?: number;
                    /** @description 1 to 100, 10 by default. */
                    pageSize?: number;
                    /** @description A case-insensitive search; `%` and `_` are taken literally. */
                    q?: string;
                    /** @description The field to sort by: one of the list's sortable fields (empty: the first). */
                    sort?: "" | "name" | "status" | "updatedAt" | "publishedAt" | "createdAt";
                    status?: components["schemas"]["ConfiguratorStatus"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Page_ConfiguratorBody"];
                    };
                };
                /** @description `bad_request`: page, sort, order or status out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`, with `details` per field (text with NUL or control characters too) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** `POST /api/configurator` (admins): a new draft, with its findings. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ConfiguratorInput"];
                };
            };
            responses: {
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ConfiguratorBody"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`: steps out of order, items that do not exist or are not of the category */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configurator/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** `GET /api/configurator/{id}` (admins): the configurator with its findings. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ConfiguratorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** `PUT /api/configurator/{id}` (admins): replaces a draft. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ConfiguratorInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ConfiguratorBody"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `invalid_transition`: not a draft */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        /** `DELETE /api/configurator/{id}` (admins): deletes a draft. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `invalid_transition`: not a draft; `in_use`: configurations refer to it */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configurator/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** `POST /api/configurator/{id}/archive` (admins): archives a draft or the published configurator. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ConfiguratorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `invalid_transition`: already archived */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configurator/{id}/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `POST /api/configurator/{id}/draft` (admins): "Nuova bozza da questa" — a new draft copying a published
         *     configurator (name, description, steps, rules, help). The published one keeps serving the wizard until
         *     the draft is published, which archives it in the same transaction.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ConfiguratorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `invalid_transition`: not a published configurator */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configurator/{id}/impact-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * `GET /api/configurator/{id}/impact-reports` (admins): the publish dry runs kept for the configurator,
         *     newest first (the last twenty), each as it was answered, with who ran it and when.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["KeptImpact"][];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configurator/{id}/impact.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * `GET /api/configurator/{id}/impact.csv` (admins): the publish dry run's file, every saved configuration
         *     of the category the draft would break or reprice (the dry run's examples, without their limit), with the
         *     same checks (404, 409, 422). One row per affected configuration, built in memory.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The CSV file (UTF-8 with BOM, `;`) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `invalid_transition`: not a draft */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`: the publish would be refused */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configurator/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** `GET /api/configurator/{id}/preview?companyId=` (admins): any configurator as that company sees it. */
        get: {
            parameters: {
                query: {
                    /** @description The company whose view to show. */
                    companyId: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WizardBody"];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configurator/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `POST /api/configurator/{id}/publish` (admins): publishes a draft and archives the category's
         *     published configurator in the same transaction. With `?dryRun=true` nothing is written: the same checks
         *     (404, 409, 422), then how many saved configurations of the category the draft would make invalid or
         *     incomplete or reprice, how many of those have a pending request, and examples with the reasons; the
         *     answer is kept as a report (`GET /api/configurator/{id}/impact-reports`), the only thing a dry run writes.
         */
        post: {
            parameters: {
                query?: {
                    /** @description `true`: publish nothing; answer what publishing would do to the category's saved configurations. */
                    dryRun?: boolean;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The published configurator; with `dryRun=true`, the impact */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PublishAnswer"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `invalid_transition`: not a draft; `conflict`: a concurrent publish won */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`: the definition's errors and the rule check's error findings */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configurator/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * `GET /api/configurator/categories`: the categories the caller can configure (active, visible to their
         *     company, with a published configurator), in their sort order: what the home page offers.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WizardCategoryBody"][];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configurator/category/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * `GET /api/configurator/category/{slug}`: the ETag is computed first from the catalogue version alone;
         *     a match answers 304 without reading the catalogue, and an answer already serialised under that ETag is
         *     sent again as it is.
         */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description An ETag of an earlier answer */
                    "If-None-Match"?: string | null;
                };
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        "Cache-Control"?: string;
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WizardBody"];
                    };
                };
                /** @description Unchanged since the ETag in If-None-Match */
                304: {
                    headers: {
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cliente (a page) */
        get: {
            parameters: {
                query?: {
                    /** @description Parent filter. */
                    companyId?: number;
                    /** @description asc or desc. */
                    order?: "" | "asc" | "desc";
                    /** @description From 1. */
                    page?: number;
                    /** @description 1..100, default 10. */
                    pageSize?: number;
                    /** @description Case-insensitive search; % and _ literal. */
                    q?: string;
                    /** @description Sort field. */
                    sort?: "" | "name" | "city" | "updatedAt";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Customer"][];
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description `bad_request`: page, pageSize, sort or order out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`, with `details` per field (text with NUL or control characters too) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomerInput"];
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Customer"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: administrators only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: a duplicate */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed` with `details` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The item */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Customer"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found`: absent or hidden from the caller */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomerInput"];
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Customer"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: a duplicate */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed` with `details` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `in_use`: what holds it; deactivate it instead */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cliente: every row of the list as a CSV file */
        get: {
            parameters: {
                query?: {
                    /** @description Parent filter. */
                    companyId?: number;
                    /** @description asc or desc. */
                    order?: "" | "asc" | "desc";
                    /** @description Case-insensitive search; % and _ literal. */
                    q?: string;
                    /** @description Sort field. */
                    sort?: "" | "name" | "city" | "updatedAt";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description UTF-8 with BOM, `;` between cells, Italian headers (docs/api.md) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description `bad_request`: sort or order out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`, with `details` per field (text with NUL or control characters too) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cliente: import a CSV file in the export's format (administrators) */
        post: {
            parameters: {
                query?: {
                    /** @description `true`: report what the import would do, write nothing. */
                    dryRun?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "text/csv": string;
                };
            };
            responses: {
                /** @description What the import does (dry run) or did */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ImportReport"];
                    };
                };
                /** @description `bad_request`: no file in the body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: administrators only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: two rows end up with the same code */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: over 10 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`: rows with errors, nothing written */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ImportRefused"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customizationrequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** `GET /api/customizationrequest`: a page of the requests whose configuration the caller sees. */
        get: {
            parameters: {
                query?: {
                    companyId?: number;
                    /** @description The configuration's public id. */
                    configurationId?: string;
                    /** @description Only those sent on or after this day (Italian time). */
                    createdFrom?: string;
                    /** @description Only those sent on or before this day (Italian time). */
                    createdTo?: string;
                    /** @description `asc` (default) or `desc`. */
                    order?: string;
                    /** @description From 1. */
                    page?: number;
                    /** @description 1 to 100, 10 by default. */
                    pageSize?: number;
                    /** @description A case-insensitive search; `%` and `_` are taken literally. */
                    q?: string;
                    /** @description The field to sort by: one of the list's sortable fields (empty: the first). */
                    sort?: "" | "createdAt" | "updatedAt" | "status";
                    status?: components["schemas"]["RequestStatus"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Page_Request"];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`, with `details` per field (text with NUL or control characters too) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * `POST /api/customizationrequest`: sends a request on a complete and valid configuration; its pending
         *     request, if any, becomes `replaced`; every active administrator gets a mail.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateRequestBody"];
                };
            };
            responses: {
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Request"];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customizationrequest/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** `GET /api/customizationrequest/{id}`: 404 outside the caller's scope. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Request"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customizationrequest/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `POST /api/customizationrequest/{id}/approve`: administrators only; the requester gets a mail. The body
         *     is optional: none approves without a response.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": null | components["schemas"]["DecisionBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Request"];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customizationrequest/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `POST /api/customizationrequest/{id}/reject`: administrators only, with a response; the requester gets
         *     a mail.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DecisionBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Request"];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customizationrequest/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** `GET /api/customizationrequest/export.csv`: the requests the list shows (scope, filters, search, sort). */
        get: {
            parameters: {
                query?: {
                    companyId?: number;
                    /** @description The configuration's public id. */
                    configurationId?: string;
                    /** @description Only those sent on or after this day (Italian time). */
                    createdFrom?: string;
                    /** @description Only those sent on or before this day (Italian time). */
                    createdTo?: string;
                    /** @description `asc` (default) or `desc`. */
                    order?: string;
                    /** @description A case-insensitive search, as the list's. */
                    q?: string;
                    /** @description The field to sort by, as the list's. */
                    sort?: "" | "createdAt" | "updatedAt" | "status";
                    status?: components["schemas"]["RequestStatus"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The CSV file (UTF-8 with BOM, `;`), every page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** `GET /api/dashboard` (admins). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DashboardBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/trends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * `GET /api/dashboard/trends` (admins): the last 26 ISO weeks, week by week, and the window's rankings,
         *     narrowed to a company and a category when asked.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Only the configurations (and their requests) of this category. */
                    categoryId?: number;
                    /** @description Only the configurations (and their requests) of this company. */
                    companyId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TrendsBody"];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed` on `companyId` or `categoryId`: no such company or category */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** `POST /api/images` (admins): the body is the image itself. Its kind is read from its bytes. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The file: PNG, JPEG, WebP or SVG, at most 2 MB. A PNG, JPEG or WebP must decode in full within 8,000 pixels a side and 40 megapixels; an SVG may hold only drawing elements and attributes of the SVG namespace, references only to `#id`, and CSS without escapes, at-rules or functions other than colours, arithmetic and transforms. When the content type names one of these kinds, the bytes must be of it. */
            requestBody: {
                content: {
                    "application/octet-stream": number[];
                    "image/jpeg": number[];
                    "image/png": number[];
                    "image/svg+xml": number[];
                    "image/webp": number[];
                };
            };
            responses: {
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UploadedImage"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: over 2 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed` on `file`, its message naming the reason: not an accepted image, not the declared kind, over 8,000 pixels a side or 40 megapixels, truncated or undecodable, or an SVG outside the allowlist */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** `GET /api/images/{name}`: an uploaded image, with its own content type, never sniffed. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The name the upload answered in its URL */
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The image */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": number[];
                        "image/png": number[];
                        "image/svg+xml": number[];
                        "image/webp": number[];
                    };
                };
                /** @description `not_found`: no such image, or a stored one that fails the upload check */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The OpenAPI 3.1 document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productcategory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Categoria (a page) */
        get: {
            parameters: {
                query?: {
                    /** @description asc or desc. */
                    order?: "" | "asc" | "desc";
                    /** @description From 1. */
                    page?: number;
                    /** @description 1..100, default 10. */
                    pageSize?: number;
                    /** @description Case-insensitive search; % and _ literal. */
                    q?: string;
                    /** @description Sort field. */
                    sort?: "" | "sortOrder" | "name" | "slug" | "updatedAt";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Category"][];
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description `bad_request`: page, pageSize, sort or order out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`, with `details` per field (text with NUL or control characters too) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CategoryInput"];
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Category"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: administrators only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: a duplicate */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed` with `details` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productcategory/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The item */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Category"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found`: absent or hidden from the caller */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CategoryInput"];
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Category"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: a duplicate */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed` with `details` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `in_use`: what holds it; deactivate it instead */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productcategory/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Categoria: every row of the list as a CSV file */
        get: {
            parameters: {
                query?: {
                    /** @description asc or desc. */
                    order?: "" | "asc" | "desc";
                    /** @description Case-insensitive search; % and _ literal. */
                    q?: string;
                    /** @description Sort field. */
                    sort?: "" | "sortOrder" | "name" | "slug" | "updatedAt";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description UTF-8 with BOM, `;` between cells, Italian headers (docs/api.md) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description `bad_request`: sort or order out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`, with `details` per field (text with NUL or control characters too) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productcategory/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Categoria: import a CSV file in the export's format (administrators) */
        post: {
            parameters: {
                query?: {
                    /** @description `true`: report what the import would do, write nothing. */
                    dryRun?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "text/csv": string;
                };
            };
            responses: {
                /** @description What the import does (dry run) or did */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ImportReport"];
                    };
                };
                /** @description `bad_request`: no file in the body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: administrators only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: two rows end up with the same code */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: over 10 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`: rows with errors, nothing written */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ImportRefused"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productconf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * `GET /api/productconf`: a page of the configurations in the caller's scope (`scope=mine`: their own),
         *     of one category, by the status of their latest customization request. Tagged with an ETag that names
         *     the versions of everything it shows: a current `If-None-Match` answers 304, and a page already
         *     rendered under its tag is sent again without reading it.
         */
        get: {
            parameters: {
                query?: {
                    categoryId?: number;
                    /** @description Only this company's, within the scope. */
                    companyId?: number;
                    /** @description Only those for this end customer, within the scope. */
                    customerId?: number;
                    /** @description Only those of this model. */
                    modelId?: number;
                    /** @description `asc` (default) or `desc`. */
                    order?: string;
                    /** @description Only this user's, within the scope. */
                    ownerId?: number;
                    /** @description From 1. */
                    page?: number;
                    /** @description 1 to 100, 10 by default. */
                    pageSize?: number;
                    /** @description A case-insensitive search; `%` and `_` are taken literally. */
                    q?: string;
                    /** @description The status of the latest customization request; `none`: never sent. */
                    requestStatus?: components["schemas"]["LatestRequest"];
                    /**
                     * @description Whose: `mine` (the caller's own), or the role's whole scope as it is named for the role: `company`
                     *     (a customer manager's), `followed` (an account manager's companies and own), `all` (an
                     *     administrator's). Absent: the whole scope. A name the role does not reach is 422 on `scope`.
                     */
                    scope?: components["schemas"]["ListScope"];
                    /** @description The field to sort by: one of the list's sortable fields (empty: the first). */
                    sort?: "" | "updatedAt" | "name" | "categoryName" | "customerName" | "ownerName" | "grandTotal";
                    /** @description Only those last saved on or after this day (Italian time). */
                    updatedFrom?: string;
                    /** @description Only those last saved on or before this day (Italian time). */
                    updatedTo?: string;
                };
                header?: {
                    /** @description An ETag of an earlier answer */
                    "If-None-Match"?: string | null;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        "Cache-Control"?: string;
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Page_ConfigurationSummaryBody"];
                    };
                };
                /** @description Unchanged since the ETag in If-None-Match */
                304: {
                    headers: {
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`, with `details` per field (text with NUL or control characters too) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** `POST /api/productconf`: evaluated and priced by the server. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateConfigurationRequest"];
                };
            };
            responses: {
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ConfigurationBody"];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productconf/{publicId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** `GET /api/productconf/{publicId}`. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    publicId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ConfigurationBody"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** `PUT /api/productconf/{publicId}`: 409 `stale_version` when the version moved. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    publicId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UpdateConfigurationRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ConfigurationBody"];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        /** `DELETE /api/productconf/{publicId}`: 409 `conflict` while a request on it is pending. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    publicId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productconf/{publicId}/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `POST /api/productconf/{publicId}/copy`: a new configuration owned by the caller, pointing to its
         *     source. Without a body: "Copia di …" with the source's choices; with one: those contents, in one save.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    publicId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": null | components["schemas"]["CopyConfigurationRequest"];
                };
            };
            responses: {
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ConfigurationBody"];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productconf/{publicId}/evaluate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `POST /api/productconf/{publicId}/evaluate`: the editor's live evaluation of a saved configuration (and of
         *     a copy of it): the draft judged and priced exactly as saving it would be, for the configuration's company,
         *     whoever edits it. Nothing is written.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    publicId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["EvaluateEditRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Evaluation"];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productconf/{publicId}/quote.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * `GET /api/productconf/{publicId}/quote.pdf`: the A4 quote as a preview ("BOZZA", unnumbered), as an
         *     attachment named after the configuration.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Print price lines of zero too (`true`); by default they are left out. */
                    zeroLines?: boolean;
                };
                header?: never;
                path: {
                    publicId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The quote's preview (A4, in the caller's language, marked as a draft, no number), `Content-Disposition: attachment; filename="preventivo-<name>.pdf"` (`quote-<name>.pdf` in English) with `filename*` in UTF-8 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": number[];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `rate_limited`, with `Retry-After`: the caller already has two quotes rendering */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productconf/{publicId}/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** `GET /api/productconf/{publicId}/quotes`: the quotes issued from the configuration, newest first. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    publicId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["IssuedQuoteBody"][];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * `POST /api/productconf/{publicId}/quotes`: issues the configuration's quote as it is today: the next number
         *     of the year, today's date, the validity date and terms from the settings, in the caller's language. The
         *     document is kept: `GET /api/quotes/{number}.pdf` serves it byte for byte. Whoever may read the
         *     configuration may issue it; 422 when it is incomplete, invalid or to be checked.
         */
        post: {
            parameters: {
                query?: {
                    /** @description Print price lines of zero too (`true`); by default they are left out. */
                    zeroLines?: boolean;
                };
                header?: never;
                path: {
                    publicId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["IssuedQuoteBody"];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `rate_limited`, with `Retry-After`: the caller already has two quotes rendering */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productconf/{publicId}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** `GET /api/productconf/{publicId}/revisions`: every save of a configuration, newest first. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    publicId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RevisionSummaryBody"][];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productconf/{publicId}/revisions/{revision}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** `GET /api/productconf/{publicId}/revisions/{revision}`: that revision's contents as saved. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    publicId: string;
                    revision: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RevisionBody"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productconf/{publicId}/revisions/{revision}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `POST /api/productconf/{publicId}/revisions/{revision}/restore`: the configuration saved again with that
         *     revision's contents, as a new revision (the same save as `PUT`, evaluated and priced today).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    publicId: string;
                    revision: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RestoreRevisionRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ConfigurationBody"];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productconf/{publicId}/revisions/compare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * `GET /api/productconf/{publicId}/revisions/compare?from=A&to=B`: what changed, item by item, each with a
         *     sentence naming the items.
         */
        get: {
            parameters: {
                query: {
                    /** @description The earlier revision. */
                    from: number;
                    /** @description The later revision. */
                    to: number;
                };
                header?: never;
                path: {
                    publicId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComparisonBody"];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productconf/evaluate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** `POST /api/productconf/evaluate`: the draft against the configurator and the caller's catalogue. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["EvaluateRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Evaluation"];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productconf/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** `GET /api/productconf/export.csv`: the saved configurations the list shows (scope, filters, search, sort). */
        get: {
            parameters: {
                query?: {
                    categoryId?: number;
                    /** @description Only this company's, within the scope. */
                    companyId?: number;
                    /** @description Only those for this end customer, within the scope. */
                    customerId?: number;
                    /** @description Only those of this model. */
                    modelId?: number;
                    /** @description `asc` (default) or `desc`. */
                    order?: string;
                    /** @description Only this user's, within the scope. */
                    ownerId?: number;
                    /** @description A case-insensitive search, as the list's. */
                    q?: string;
                    /** @description The status of the latest customization request; `none`: never sent. */
                    requestStatus?: components["schemas"]["LatestRequest"];
                    /**
                     * @description Whose: `mine` (the caller's own), or the role's whole scope as it is named for the role: `company`
                     *     (a customer manager's), `followed` (an account manager's companies and own), `all` (an
                     *     administrator's). Absent: the whole scope. A name the role does not reach is 422 on `scope`.
                     */
                    scope?: components["schemas"]["ListScope"];
                    /** @description The field to sort by, as the list's. */
                    sort?: "" | "updatedAt" | "name" | "categoryName" | "customerName" | "ownerName" | "grandTotal";
                    /** @description Only those last saved on or after this day (Italian time). */
                    updatedFrom?: string;
                    /** @description Only those last saved on or before this day (Italian time). */
                    updatedTo?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The CSV file (UTF-8 with BOM, `;`), every page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`, with `details` per field (text with NUL or control characters too) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productconfpart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** `GET /api/productconfpart?configurationId={publicId}`: the parts, within the caller's scope. */
        get: {
            parameters: {
                query: {
                    /** @description The configuration's public id. */
                    configurationId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DraftPart"][];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`, with `details` per field (text with NUL or control characters too) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productfeature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Caratteristica (a page) */
        get: {
            parameters: {
                query?: {
                    /** @description asc or desc. */
                    order?: "" | "asc" | "desc";
                    /** @description From 1. */
                    page?: number;
                    /** @description 1..100, default 10. */
                    pageSize?: number;
                    /** @description Parent filter. */
                    partId?: number;
                    /** @description Case-insensitive search; % and _ literal. */
                    q?: string;
                    /** @description Sort field. */
                    sort?: "" | "sortOrder" | "name" | "code" | "updatedAt";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Feature"][];
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description `bad_request`: page, pageSize, sort or order out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`, with `details` per field (text with NUL or control characters too) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["FeatureInput"];
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Feature"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: administrators only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: a duplicate */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed` with `details` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productfeature/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The item */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Feature"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found`: absent or hidden from the caller */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["FeatureInput"];
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Feature"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: a duplicate */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed` with `details` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `in_use`: what holds it; deactivate it instead */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productfeature/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Caratteristica: every row of the list as a CSV file */
        get: {
            parameters: {
                query?: {
                    /** @description asc or desc. */
                    order?: "" | "asc" | "desc";
                    /** @description Parent filter. */
                    partId?: number;
                    /** @description Case-insensitive search; % and _ literal. */
                    q?: string;
                    /** @description Sort field. */
                    sort?: "" | "sortOrder" | "name" | "code" | "updatedAt";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description UTF-8 with BOM, `;` between cells, Italian headers (docs/api.md) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description `bad_request`: sort or order out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`, with `details` per field (text with NUL or control characters too) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productfeature/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Caratteristica: import a CSV file in the export's format (administrators) */
        post: {
            parameters: {
                query?: {
                    /** @description `true`: report what the import would do, write nothing. */
                    dryRun?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "text/csv": string;
                };
            };
            responses: {
                /** @description What the import does (dry run) or did */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ImportReport"];
                    };
                };
                /** @description `bad_request`: no file in the body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: administrators only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: two rows end up with the same code */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: over 10 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`: rows with errors, nothing written */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ImportRefused"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productfeatureval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Valore di caratteristica (a page) */
        get: {
            parameters: {
                query?: {
                    /** @description Parent filter. */
                    categoryId?: number;
                    /** @description Parent filter. */
                    featureId?: number;
                    /** @description asc or desc. */
                    order?: "" | "asc" | "desc";
                    /** @description From 1. */
                    page?: number;
                    /** @description 1..100, default 10. */
                    pageSize?: number;
                    /** @description Case-insensitive search; % and _ literal. */
                    q?: string;
                    /** @description Sort field. */
                    sort?: "" | "sortOrder" | "label" | "code" | "priceDelta";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["FeatureValue"][];
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description `bad_request`: page, pageSize, sort or order out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`, with `details` per field (text with NUL or control characters too) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["FeatureValueInput"];
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FeatureValue"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: administrators only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: a duplicate */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed` with `details` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productfeatureval/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The item */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FeatureValue"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found`: absent or hidden from the caller */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["FeatureValueInput"];
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FeatureValue"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: a duplicate */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed` with `details` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `in_use`: what holds it; deactivate it instead */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productfeatureval/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Valore di caratteristica: every row of the list as a CSV file */
        get: {
            parameters: {
                query?: {
                    /** @description Parent filter. */
                    categoryId?: number;
                    /** @description Parent filter. */
                    featureId?: number;
                    /** @description asc or desc. */
                    order?: "" | "asc" | "desc";
                    /** @description Case-insensitive search; % and _ literal. */
                    q?: string;
                    /** @description Sort field. */
                    sort?: "" | "sortOrder" | "label" | "code" | "priceDelta";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description UTF-8 with BOM, `;` between cells, Italian headers (docs/api.md) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description `bad_request`: sort or order out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`, with `details` per field (text with NUL or control characters too) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productfeatureval/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Valore di caratteristica: import a CSV file in the export's format (administrators) */
        post: {
            parameters: {
                query?: {
                    /** @description `true`: report what the import would do, write nothing. */
                    dryRun?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "text/csv": string;
                };
            };
            responses: {
                /** @description What the import does (dry run) or did */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ImportReport"];
                    };
                };
                /** @description `bad_request`: no file in the body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: administrators only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: two rows end up with the same code */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: over 10 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`: rows with errors, nothing written */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ImportRefused"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productmodel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Modello (a page) */
        get: {
            parameters: {
                query?: {
                    /** @description Parent filter. */
                    categoryId?: number;
                    /** @description asc or desc. */
                    order?: "" | "asc" | "desc";
                    /** @description From 1. */
                    page?: number;
                    /** @description 1..100, default 10. */
                    pageSize?: number;
                    /** @description Case-insensitive search; % and _ literal. */
                    q?: string;
                    /** @description Sort field. */
                    sort?: "" | "sortOrder" | "name" | "code" | "basePrice" | "updatedAt";
                    /** @description Parent filter. */
                    typeId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Model"][];
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description `bad_request`: page, pageSize, sort or order out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`, with `details` per field (text with NUL or control characters too) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ModelInput"];
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Model"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: administrators only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: a duplicate */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed` with `details` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productmodel/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The item */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Model"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found`: absent or hidden from the caller */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ModelInput"];
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Model"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: a duplicate */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed` with `details` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `in_use`: what holds it; deactivate it instead */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productmodel/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Modello: every row of the list as a CSV file */
        get: {
            parameters: {
                query?: {
                    /** @description Parent filter. */
                    categoryId?: number;
                    /** @description asc or desc. */
                    order?: "" | "asc" | "desc";
                    /** @description Case-insensitive search; % and _ literal. */
                    q?: string;
                    /** @description Sort field. */
                    sort?: "" | "sortOrder" | "name" | "code" | "basePrice" | "updatedAt";
                    /** @description Parent filter. */
                    typeId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description UTF-8 with BOM, `;` between cells, Italian headers (docs/api.md) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description `bad_request`: sort or order out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`, with `details` per field (text with NUL or control characters too) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productmodel/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Modello: import a CSV file in the export's format (administrators) */
        post: {
            parameters: {
                query?: {
                    /** @description `true`: report what the import would do, write nothing. */
                    dryRun?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "text/csv": string;
                };
            };
            responses: {
                /** @description What the import does (dry run) or did */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ImportReport"];
                    };
                };
                /** @description `bad_request`: no file in the body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: administrators only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: two rows end up with the same code */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: over 10 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`: rows with errors, nothing written */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ImportRefused"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productmodelpart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Parte del modello (a page) */
        get: {
            parameters: {
                query?: {
                    /** @description Parent filter. */
                    modelId?: number;
                    /** @description asc or desc. */
                    order?: "" | "asc" | "desc";
                    /** @description From 1. */
                    page?: number;
                    /** @description 1..100, default 10. */
                    pageSize?: number;
                    /** @description Parent filter. */
                    partId?: number;
                    /** @description Case-insensitive search; % and _ literal. */
                    q?: string;
                    /** @description Sort field. */
                    sort?: "" | "sortOrder" | "partName";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["ModelPart"][];
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description `bad_request`: page, pageSize, sort or order out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`, with `details` per field (text with NUL or control characters too) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ModelPartInput"];
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ModelPart"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: administrators only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: a duplicate */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed` with `details` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productmodelpart/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The item */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ModelPart"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found`: absent or hidden from the caller */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ModelPartInput"];
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ModelPart"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: a duplicate */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed` with `details` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `in_use`: what holds it; deactivate it instead */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productmodelpart/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Parte del modello: every row of the list as a CSV file */
        get: {
            parameters: {
                query?: {
                    /** @description Parent filter. */
                    modelId?: number;
                    /** @description asc or desc. */
                    order?: "" | "asc" | "desc";
                    /** @description Parent filter. */
                    partId?: number;
                    /** @description Case-insensitive search; % and _ literal. */
                    q?: string;
                    /** @description Sort field. */
                    sort?: "" | "sortOrder" | "partName";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description UTF-8 with BOM, `;` between cells, Italian headers (docs/api.md) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description `bad_request`: sort or order out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`, with `details` per field (text with NUL or control characters too) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productmodelpart/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Parte del modello: import a CSV file in the export's format (administrators) */
        post: {
            parameters: {
                query?: {
                    /** @description `true`: report what the import would do, write nothing. */
                    dryRun?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "text/csv": string;
                };
            };
            responses: {
                /** @description What the import does (dry run) or did */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ImportReport"];
                    };
                };
                /** @description `bad_request`: no file in the body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: administrators only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: two rows end up with the same code */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: over 10 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`: rows with errors, nothing written */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ImportRefused"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productpart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Parte (a page) */
        get: {
            parameters: {
                query?: {
                    /** @description Parent filter. */
                    categoryId?: number;
                    /** @description Parent filter. */
                    featureId?: number;
                    /** @description asc or desc. */
                    order?: "" | "asc" | "desc";
                    /** @description From 1. */
                    page?: number;
                    /** @description 1..100, default 10. */
                    pageSize?: number;
                    /** @description Case-insensitive search; % and _ literal. */
                    q?: string;
                    /** @description Sort field. */
                    sort?: "" | "sortOrder" | "name" | "code" | "price" | "updatedAt";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Part"][];
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description `bad_request`: page, pageSize, sort or order out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`, with `details` per field (text with NUL or control characters too) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PartInput"];
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Part"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: administrators only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: a duplicate */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed` with `details` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productpart/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The item */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Part"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found`: absent or hidden from the caller */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PartInput"];
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Part"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: a duplicate */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed` with `details` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `in_use`: what holds it; deactivate it instead */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productpart/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Parte: every row of the list as a CSV file */
        get: {
            parameters: {
                query?: {
                    /** @description Parent filter. */
                    categoryId?: number;
                    /** @description Parent filter. */
                    featureId?: number;
                    /** @description asc or desc. */
                    order?: "" | "asc" | "desc";
                    /** @description Case-insensitive search; % and _ literal. */
                    q?: string;
                    /** @description Sort field. */
                    sort?: "" | "sortOrder" | "name" | "code" | "price" | "updatedAt";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description UTF-8 with BOM, `;` between cells, Italian headers (docs/api.md) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description `bad_request`: sort or order out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`, with `details` per field (text with NUL or control characters too) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productpart/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Parte: import a CSV file in the export's format (administrators) */
        post: {
            parameters: {
                query?: {
                    /** @description `true`: report what the import would do, write nothing. */
                    dryRun?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "text/csv": string;
                };
            };
            responses: {
                /** @description What the import does (dry run) or did */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ImportReport"];
                    };
                };
                /** @description `bad_request`: no file in the body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: administrators only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: two rows end up with the same code */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: over 10 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`: rows with errors, nothing written */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ImportRefused"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/producttype": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tipologia (a page) */
        get: {
            parameters: {
                query?: {
                    /** @description Parent filter. */
                    categoryId?: number;
                    /** @description asc or desc. */
                    order?: "" | "asc" | "desc";
                    /** @description From 1. */
                    page?: number;
                    /** @description 1..100, default 10. */
                    pageSize?: number;
                    /** @description Case-insensitive search; % and _ literal. */
                    q?: string;
                    /** @description Sort field. */
                    sort?: "" | "sortOrder" | "name" | "updatedAt";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["ProductType"][];
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description `bad_request`: page, pageSize, sort or order out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`, with `details` per field (text with NUL or control characters too) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ProductTypeInput"];
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductType"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: administrators only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: a duplicate */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed` with `details` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/producttype/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The item */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductType"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found`: absent or hidden from the caller */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ProductTypeInput"];
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductType"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: a duplicate */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed` with `details` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `in_use`: what holds it; deactivate it instead */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/producttype/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tipologia: every row of the list as a CSV file */
        get: {
            parameters: {
                query?: {
                    /** @description Parent filter. */
                    categoryId?: number;
                    /** @description asc or desc. */
                    order?: "" | "asc" | "desc";
                    /** @description Case-insensitive search; % and _ literal. */
                    q?: string;
                    /** @description Sort field. */
                    sort?: "" | "sortOrder" | "name" | "updatedAt";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description UTF-8 with BOM, `;` between cells, Italian headers (docs/api.md) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description `bad_request`: sort or order out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`, with `details` per field (text with NUL or control characters too) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/producttype/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tipologia: import a CSV file in the export's format (administrators) */
        post: {
            parameters: {
                query?: {
                    /** @description `true`: report what the import would do, write nothing. */
                    dryRun?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "text/csv": string;
                };
            };
            responses: {
                /** @description What the import does (dry run) or did */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ImportReport"];
                    };
                };
                /** @description `bad_request`: no file in the body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: administrators only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `conflict`: two rows end up with the same code */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: over 10 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`: rows with errors, nothing written */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ImportRefused"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{number}.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * `GET /api/quotes/{number}.pdf`: an issued quote's document as it was issued, the same bytes every time;
         *     404 when there is no such number or the caller may not read its configuration.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description `PRV-2026-0042` */
                    number: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The issued quote, `Content-Disposition: attachment; filename="preventivo-PRV-2026-0042.pdf"` */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": number[];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `forbidden`: the caller's role may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** `GET /api/user`: the user list (admins), with `companyId` and `role` filters. */
        get: {
            parameters: {
                query?: {
                    companyId?: number;
                    /** @description `asc` (default) or `desc`. */
                    order?: string;
                    /** @description From 1. */
                    page?: number;
                    /** @description 1 to 100, 10 by default. */
                    pageSize?: number;
                    /** @description A case-insensitive search; `%` and `_` are taken literally. */
                    q?: string;
                    role?: components["schemas"]["Role"];
                    /** @description The field to sort by: one of the list's sortable fields (empty: the first). */
                    sort?: "" | "email" | "lastName" | "role" | "lastLoginAt";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Page_ExtendedUser"];
                    };
                };
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`, with `details` per field (text with NUL or control characters too) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** `GET /api/user/{id}`: the extended user (admin, or the user themself). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ExtendedUser"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** `DELETE /api/user/{id}`: deactivates the user (admins; never oneself). */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}/extended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ExtendedUser"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/extended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Admins create (201) or update any user; a user updates their own names, phone and locale. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UserInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ExtendedUser"];
                    };
                };
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ExtendedUser"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `not_found`: the `id` names no user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/forgotpwd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails a reset link to an active account; answers the same for any well-formed email. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ForgotBody"];
                };
            };
            responses: {
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MessageBody"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/jwt/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A fresh token for a still-valid one. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SessionBody"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Logs in; wrong email and wrong password answer alike. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LoginBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SessionBody"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `invalid_credentials` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `validation_failed`, with `details` per field (text with NUL or control characters too) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `rate_limited`, with `Retry-After` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends every session of the caller, on every device: the token of this call stops working too. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every token of the caller stopped working */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["User"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** The caller's own names, phone and language (`locale`: `it` or `en`). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ProfileInput"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ExtendedUser"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/me/extended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ExtendedUser"];
                    };
                };
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes the caller's password; other sessions end, the answer carries the new token. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ChangePasswordBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SessionBody"];
                    };
                };
                /** @description `bad_request`: a parameter or the body is malformed or out of bounds */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unauthorized` or `token_expired`: no valid token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/resetpwd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a new password from a mailed link; ends every session, does not log in. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ResetBody"];
                };
            };
            responses: {
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description `invalid_token` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `payload_too_large`: the body exceeds 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description `unavailable`: the database does not answer; try again after `Retry-After` */
                503: {
                    headers: {
                        /** @description Seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is up. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HealthBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process can serve: the database answers (503 `unavailable` otherwise). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HealthBody"];
                    };
                };
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Attribute: {
            code: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: int64 */
            id: number;
            name: string;
            nameEn?: string | null;
            /** Format: int32 */
            sortOrder: number;
            /** Format: date-time */
            updatedAt: string;
        };
        AttributeInput: {
            code?: string | null;
            name?: string | null;
            nameEn?: string | null;
            /** Format: int32 */
            sortOrder?: number | null;
        };
        AttributeValue: {
            active: boolean;
            /** Format: int64 */
            attributeId: number;
            code: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: int64 */
            id: number;
            /** Format: int32 */
            sortOrder: number;
            /** Format: date-time */
            updatedAt: string;
            value: string;
            valueEn?: string | null;
        };
        AttributeValueInput: {
            active?: boolean | null;
            /** Format: int64 */
            attributeId?: number | null;
            code?: string | null;
            /** Format: int32 */
            sortOrder?: number | null;
            value?: string | null;
            valueEn?: string | null;
        };
        /** @enum {string} */
        AuditAction: "create" | "update" | "delete" | "publish" | "archive" | "approve" | "reject" | "import";
        /** @description One changed field, named as the API names it; `null` stands for absent (before a create, after a delete). */
        AuditChange: {
            after: unknown;
            /** @description Any JSON value, as the record's API answer writes the field. */
            before: unknown;
            field: string;
            /** @description A secret that changed (a password): its values are never recorded, `before` and `after` are `null`. */
            redacted: boolean;
        };
        /** @description A recorded entry, as the audit log lists it. */
        AuditRecord: {
            action: components["schemas"]["AuditAction"];
            /**
             * Format: date-time
             * @description When the write's transaction ran.
             */
            at: string;
            changes: components["schemas"]["AuditChange"][];
            /** Format: int64 */
            entityId: number;
            /** @description `productpart`, `user`, `configurator`, `customizationrequest`…: the record's API base path. */
            entityKind: string;
            /** @description The record's name at the time of the write. */
            entityName: string;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            userId: number;
            /** @description The user's name at the time of the write. */
            userName: string;
        };
        /** @description Edits of several catalogue items saved together: a list's bulk action. */
        BulkCatalogueEdit: {
            /** @description From 1 to 100 edits, each `{item, active?, price?}`. */
            edits: components["schemas"]["CatalogueEdit"][];
        };
        /**
         * @description The catalogue of one category as the caller may see it: items hidden by the company's filters are
         *     absent, inactive items are present with `active: false`.
         */
        Catalogue: {
            /**
             * Format: int32
             * @description The caller's company discount, 0..100.
             */
            discountPercent?: number;
            features: components["schemas"]["FeatureItem"][];
            modelParts: components["schemas"]["ModelPartItem"][];
            models: components["schemas"]["ModelItem"][];
            parts: components["schemas"]["PartItem"][];
            types: components["schemas"]["TypeItem"][];
            values: components["schemas"]["ValueItem"][];
        };
        /** @description An edit of a catalogue item, not saved yet. */
        CatalogueEdit: {
            /** @description `false`: deactivated, or deleted (judged alike: no longer available). */
            active?: boolean | null;
            /** @description A `model`, a `part` or a `feature_value` (`partId` is not used). */
            item: components["schemas"]["ItemRef"];
            /**
             * Format: int64
             * @description The new price in cents: a model's base price, a part's price, a value's price delta.
             */
            price?: number | null;
        };
        /** @description What a catalogue edit would do. */
        CatalogueImpact: components["schemas"]["PublishImpact"] & {
            /** @description The published configurators the edit gives new problems. */
            configurators: components["schemas"]["ConfiguratorFindings"][];
        };
        CataloguePreviewBody: {
            categories: components["schemas"]["NamedBody"][];
            featureValues: components["schemas"]["NamedBody"][];
            models: components["schemas"]["NamedBody"][];
            parts: components["schemas"]["NamedBody"][];
            types: components["schemas"]["NamedBody"][];
        };
        Category: {
            active: boolean;
            /** Format: date-time */
            createdAt: string;
            description?: string | null;
            descriptionEn?: string | null;
            /** Format: int64 */
            id: number;
            imageUrl?: string | null;
            name: string;
            nameEn?: string | null;
            slug: string;
            /** Format: int32 */
            sortOrder: number;
            /** Format: date-time */
            updatedAt: string;
        };
        CategoryInput: {
            active?: boolean | null;
            description?: string | null;
            descriptionEn?: string | null;
            imageUrl?: string | null;
            name?: string | null;
            nameEn?: string | null;
            slug?: string | null;
            /** Format: int32 */
            sortOrder?: number | null;
        };
        /** @description One difference. */
        Change: {
            after?: null | components["schemas"]["ChangeValue"];
            before?: null | components["schemas"]["ChangeValue"];
            kind: components["schemas"]["ConfigurationChangeKind"];
            /** @description A sentence in the caller's language (Italian by default) naming the items. */
            message: string;
            /**
             * @description Where: `name`, `notes`, `customerId`, `draft.quantity`, `draft.typeId`, `draft.modelId`,
             *     `draft.parts.{partId}`, `draft.parts.{partId}.quantity`, `draft.parts.{partId}.values.{featureId}`,
             *     `grandTotal`; a violation's own path.
             */
            path: string;
        };
        /** @enum {string} */
        ChangeKind: "created" | "updated";
        ChangePasswordBody: {
            currentPassword: string;
            newPassword: string;
        };
        /** @description A value compared: a name or a text, or a number (a quantity, a numeric feature, cents for a total). */
        ChangeValue: number | string;
        Company: {
            /** Format: int64 */
            accountManagerId?: number | null;
            accountManagerName?: string | null;
            active: boolean;
            address?: string | null;
            city?: string | null;
            country?: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: int32 */
            discountPercent: number;
            email?: string | null;
            /** Format: int64 */
            id: number;
            name: string;
            phone?: string | null;
            /** Format: date-time */
            updatedAt: string;
            vatNumber?: string | null;
        };
        CompanyFilter: {
            /** Format: int64 */
            companyId: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: int64 */
            entityId: number;
            entityKind: components["schemas"]["EntityKind"];
            /** @description The filtered item's name, for people. */
            entityName: string;
            /** Format: int64 */
            id: number;
            mode: components["schemas"]["FilterMode"];
            /** Format: date-time */
            updatedAt: string;
        };
        CompanyFilterInput: {
            /** Format: int64 */
            companyId?: number | null;
            /** Format: int64 */
            entityId?: number | null;
            entityKind?: string | null;
            mode?: string | null;
        };
        /** @description What publishing does to one company's saved configurations. */
        CompanyImpact: {
            /** Format: int64 */
            companyId?: number | null;
            /** Format: int64 */
            incomplete: number;
            /** Format: int64 */
            invalid: number;
            /** Format: int64 */
            repriced: number;
        };
        CompanyInput: {
            /** Format: int64 */
            accountManagerId?: number | null;
            active?: boolean | null;
            address?: string | null;
            city?: string | null;
            country?: string | null;
            /** Format: int32 */
            discountPercent?: number | null;
            email?: string | null;
            name?: string | null;
            phone?: string | null;
            vatNumber?: string | null;
        };
        CompanyValueBody: {
            /**
             * Format: int64
             * @description Total in cents, VAT excluded: the part of `quotedTotal` whose request is approved.
             */
            approvedTotal: number;
            /** Format: int64 */
            id: number;
            name: string;
            /**
             * Format: int64
             * @description Total in cents, VAT excluded: the sum of those requests' grand totals as sent (net unit price
             *     after the company's discount × quantity).
             */
            quotedTotal: number;
            /**
             * Format: int64
             * @description The requests sent in the window and not replaced.
             */
            requests: number;
        };
        /** @description What changed from one revision to another. */
        ComparisonBody: {
            changes: components["schemas"]["Change"][];
            /** Format: int32 */
            from: number;
            /** Format: int32 */
            to: number;
        };
        /**
         * @description The whole configuration: the summary, the draft (parts and values inline), the saved price and
         *     today's evaluation with what changed.
         */
        ConfigurationBody: components["schemas"]["ConfigurationSummaryBody"] & {
            /** @description What changed in the catalogue since the save (violations that appeared, the grand total then and now). */
            changes: components["schemas"]["Change"][];
            /** Format: int64 */
            configuratorId?: number | null;
            copiedFrom?: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description `{typeId?, modelId?, parts: [{partId, quantity, values: [{featureId, valueId?, numericValue?}]}], quantity}`. */
            draft: components["schemas"]["Draft"];
            evaluation?: null | components["schemas"]["Evaluation"];
            /** Format: int64 */
            modelId?: number | null;
            notes?: string | null;
            /**
             * Format: int32
             * @description The number of the latest save; a customization request refers to the revision it was sent with.
             */
            revision: number;
            savedPrice?: null | components["schemas"]["Price"];
            /** Format: int64 */
            typeId?: number | null;
            /** Format: int32 */
            version: number;
        };
        /**
         * @description What a change is about.
         * @enum {string}
         */
        ConfigurationChangeKind: "name" | "notes" | "customer" | "quantity" | "type" | "model" | "part_added" | "part_removed" | "part_quantity" | "value" | "grand_total" | "configurator" | "violation";
        /** @description How many valid configurations a configurator has, for its screen. */
        ConfigurationCount: {
            /** Format: int64 */
            count: number;
            /** @description False when counting stopped at `count` ("more than"). */
            exact: boolean;
        };
        /** @description What the client sends to create or update. */
        ConfigurationInput: {
            /** Format: int64 */
            customerId?: number | null;
            draft: components["schemas"]["Draft"];
            name: string;
            notes?: string | null;
        };
        /** @description One row of the list. */
        ConfigurationSummaryBody: {
            categoryName: string;
            categorySlug: string;
            /**
             * Format: int64
             * @description The company it belongs to (its customer's); none for an administrator's own.
             */
            companyId?: number | null;
            companyName?: string | null;
            complete: boolean;
            /** Format: int64 */
            customerId?: number | null;
            customerName?: string | null;
            modelName?: string | null;
            name: string;
            /** Format: int64 */
            ownerId: number;
            ownerName: string;
            publicId: string;
            /** Format: int64 */
            quantity: number;
            /** @description `pending`, `approved`, `rejected`, `replaced`, or none. */
            requestStatus?: string | null;
            /**
             * Format: int64
             * @description Cents, as saved.
             */
            savedGrandTotal: number;
            /** @description Today's evaluation differs from the saved one ("da verificare"). */
            stale: boolean;
            /** Format: date-time */
            updatedAt: string;
            valid: boolean;
        };
        ConfiguratorBody: {
            /** Format: date-time */
            archivedAt?: string | null;
            /** Format: int64 */
            categoryId: number;
            categoryName: string;
            /** Format: date-time */
            createdAt: string;
            /** @description `{steps, rules}` as `domain::configurator::Definition` serialises. */
            definition: components["schemas"]["Definition"];
            description?: string | null;
            descriptionEn?: string | null;
            /** @description The rule check's findings; absent from list items. */
            findings?: components["schemas"]["FindingBody"][] | null;
            /** Format: int64 */
            id: number;
            name: string;
            nameEn?: string | null;
            /** Format: date-time */
            publishedAt?: string | null;
            /** @description `draft`, `published` or `archived`. */
            status: components["schemas"]["ConfiguratorStatus"];
            /** Format: date-time */
            updatedAt: string;
            validConfigurations?: null | components["schemas"]["ConfigurationCount"];
            /** Format: int32 */
            version: number;
        };
        /** @description A published configurator the edit gives new problems, with them. */
        ConfiguratorFindings: {
            categoryName: string;
            /** Format: int64 */
            configuratorId: number;
            /** @description The rule check's findings with the edit that it does not find today. */
            findings: components["schemas"]["Finding"][];
            name: string;
        };
        /** @description The client's body for a create or an update, before validation. */
        ConfiguratorInput: {
            /** Format: int64 */
            categoryId?: number | null;
            definition?: null | components["schemas"]["Definition"];
            description?: string | null;
            descriptionEn?: string | null;
            name?: string | null;
            /** @description Shown to English readers in place of `name` (which stands in for it when absent). */
            nameEn?: string | null;
        };
        /**
         * @description A configurator's lifecycle: `draft` → `published` → `archived`, or `draft` → `archived`.
         * @enum {string}
         */
        ConfiguratorStatus: "draft" | "published" | "archived";
        /**
         * @description What the copy screen saves: the copy as the user left it (`name` and `draft` required), or nothing
         *     (`{}` or no body) for a copy as it is.
         */
        CopyConfigurationRequest: {
            /**
             * Format: int64
             * @default null
             */
            customerId: number | null;
            /** @default null */
            draft: null | components["schemas"]["Draft"];
            /** @default null */
            name: string | null;
            /** @default null */
            notes: string | null;
        };
        /** @description A new configuration: the contents and the configurator they follow. */
        CreateConfigurationRequest: components["schemas"]["ConfigurationInput"] & {
            /** Format: int64 */
            configuratorId: number;
        };
        CreateRequestBody: {
            /** @description The configuration's public id. */
            configurationId: string;
            /** @description 1 to 4000 characters once trimmed. */
            message: string;
        };
        Customer: {
            active: boolean;
            address?: string | null;
            city?: string | null;
            /** Format: int64 */
            companyId: number;
            /** Format: date-time */
            createdAt: string;
            email?: string | null;
            /** Format: int64 */
            id: number;
            name: string;
            notes?: string | null;
            phone?: string | null;
            /** Format: date-time */
            updatedAt: string;
            vatNumber?: string | null;
        };
        CustomerInput: {
            active?: boolean | null;
            address?: string | null;
            city?: string | null;
            /** Format: int64 */
            companyId?: number | null;
            email?: string | null;
            name?: string | null;
            notes?: string | null;
            phone?: string | null;
            vatNumber?: string | null;
        };
        DashboardBody: {
            /** Format: int64 */
            companies: number;
            /** Format: int64 */
            configurations: number;
            /** Format: int64 */
            models: number;
            /** Format: int64 */
            pendingRequests: number;
            recentConfigurations: components["schemas"]["RecentConfigurationBody"][];
            /** Format: int64 */
            users: number;
        };
        DecisionBody: {
            /** @description Up to 4000 characters; required to reject. */
            response?: string | null;
        };
        DecisionTimeBody: {
            /**
             * Format: int64
             * @description The requests approved or rejected within the window.
             */
            decided: number;
            /**
             * Format: int64
             * @description The median time from sending to deciding, in seconds; null when nothing was decided.
             */
            medianSeconds?: number | null;
        };
        /** @description A configurator's steps and rules. */
        Definition: {
            rules?: components["schemas"]["Rule"][];
            steps?: components["schemas"]["Step"][];
        };
        /**
         * @description An option the current choices rule out, and why: computed over the whole configuration space
         *     (see [`super::explore`]).
         */
        Disabled: {
            /**
             * @description The smallest set of the user's choices that, with the rules of `ruleIds`, rules the option out:
             *     give up any one of them and those rules alone no longer do.
             */
            because: components["schemas"]["ItemRef"][];
            /**
             * @description The user's choices to give up so that the option becomes possible (the repair's `drop`); empty when
             *     no change of the user's choices frees it.
             */
            freedBy: components["schemas"]["ItemRef"][];
            item: components["schemas"]["ItemRef"];
            /**
             * @description False when the click's time ran out before this reason was made minimal (a huge configurator): it
             *     then holds the choices and rules of the first contradiction found, and no repair is offered.
             */
            minimal: boolean;
            /** @description The reason as a sentence in the caller's language, rendered from `because` and `ruleIds`. */
            reason: string;
            repair?: null | components["schemas"]["Repair"];
            /** @description The first rule of the reason, empty when no rule takes part (the option is not available at all). */
            ruleId: string;
            /** @description The rules that, with `because`, rule the option out; none of them can be left out. */
            ruleIds: string[];
            /** @description The admins' messages of those rules, as typed. */
            ruleMessages: string[];
        };
        /** @description A configuration being edited, possibly incomplete or invalid. */
        Draft: {
            /** Format: int64 */
            modelId?: number | null;
            parts?: components["schemas"]["DraftPart"][];
            /** Format: int64 */
            quantity?: number;
            /** Format: int64 */
            typeId?: number | null;
        };
        DraftPart: {
            /** Format: int64 */
            partId: number;
            /** Format: int64 */
            quantity: number;
            values?: components["schemas"]["DraftValue"][];
        };
        /**
         * @description The chosen value of one feature of a part: `value_id` for a choice feature, `numeric_value` for a
         *     numeric one.
         */
        DraftValue: {
            /** Format: int64 */
            featureId: number;
            /** Format: int64 */
            numericValue?: number | null;
            /** Format: int64 */
            valueId?: number | null;
        };
        /** @description One row of a company's filters. */
        EntityFilter: {
            /** Format: int64 */
            entityId: number;
            entityKind: components["schemas"]["EntityKind"];
            mode: components["schemas"]["FilterMode"];
        };
        /** @enum {string} */
        EntityKind: "category" | "type" | "model" | "part" | "feature_value";
        ErrorBody: {
            code: string;
            details?: components["schemas"]["FieldErrorBody"][] | null;
            message: string;
        };
        EvaluateEditRequest: {
            /**
             * Format: int64
             * @description The customer the edit names, when it names one (it may move the configuration's pricing company).
             */
            customerId?: number | null;
            /** @description `{typeId?, modelId?, parts: [{partId, quantity, values: [{featureId, valueId?, numericValue?}]}], quantity}`. */
            draft: components["schemas"]["Draft"];
        };
        EvaluateRequest: {
            /**
             * Format: int64
             * @description Administrators only: evaluate as this company's users would (its filters and discount).
             */
            companyId?: number | null;
            /** Format: int64 */
            configuratorId: number;
            /** @description `{typeId?, modelId?, parts: [{partId, quantity, values: [{featureId, valueId?, numericValue?}]}], quantity}`. */
            draft: components["schemas"]["Draft"];
            /**
             * @description Items every configuration must have, whatever the order of the choices (the wizard's "Parti da una
             *     scelta"): a type, a model, a part, a value on any part (no `partId`) or on one part.
             */
            pins?: components["schemas"]["ItemRef"][];
            /**
             * @description Numbers every configuration must meet on numeric features ("Larghezza ≥ 240 cm"): a part offering
             *     the feature is included, and each included part offering it gives it a number within the bounds.
             *     Counted with `pins`
             *     (at most 20 together); a `because` or a repair's `drop` names a target as `{kind: "feature", id}`.
             */
            targets?: components["schemas"]["NumericTarget"][];
        };
        /** @description The answer of [`super::evaluate`]. */
        Evaluation: {
            /** @description No violation of a "missing" kind. */
            complete: boolean;
            disabled: components["schemas"]["Disabled"][];
            /** @description The price each option on offer adds, ordered by kind and id. */
            options: components["schemas"]["OptionPrice"][];
            price: components["schemas"]["Price"];
            priceRange?: null | components["schemas"]["PriceRange"];
            /** @description When the user's choices already admit no valid configuration: the smallest changes that would. */
            repairs?: components["schemas"]["Repair"][];
            /**
             * @description Every option of the wizard at the current choices: the category's types, the models (of the chosen
             *     type), the chosen model's parts, and the values of the included parts' choice features, each part's
             *     and, for a feature offered by several parts, the shared one. Empty for a judgement without the
             *     configuration space (a saved configuration in a list).
             */
            states?: components["schemas"]["OptionState"][];
            /** @description No violation of any other kind. */
            valid: boolean;
            violations: components["schemas"]["Violation"][];
        };
        /** @description The user with the names of their company and customer. */
        ExtendedUser: components["schemas"]["User"] & {
            companyName?: string | null;
            customerName?: string | null;
        };
        Feature: {
            active: boolean;
            code: string;
            /** Format: date-time */
            createdAt: string;
            description?: string | null;
            descriptionEn?: string | null;
            /** Format: int64 */
            id: number;
            kind: components["schemas"]["FeatureKind"];
            name: string;
            nameEn?: string | null;
            /** Format: int32 */
            numericMax?: number | null;
            /** Format: int32 */
            numericMin?: number | null;
            /** Format: int32 */
            numericStep?: number | null;
            numericUnit?: string | null;
            /** Format: int32 */
            sortOrder: number;
            /**
             * Format: int64
             * @description Cents per unit, numeric features only.
             */
            unitPrice?: number | null;
            /** Format: date-time */
            updatedAt: string;
        };
        FeatureInput: {
            active?: boolean | null;
            code?: string | null;
            description?: string | null;
            descriptionEn?: string | null;
            kind?: string | null;
            name?: string | null;
            nameEn?: string | null;
            /** Format: int32 */
            numericMax?: number | null;
            /** Format: int32 */
            numericMin?: number | null;
            /** Format: int32 */
            numericStep?: number | null;
            numericUnit?: string | null;
            /** Format: int32 */
            sortOrder?: number | null;
            /** Format: int64 */
            unitPrice?: number | null;
        };
        FeatureItem: {
            /** Format: int64 */
            id: number;
            kind: components["schemas"]["FeatureKind"];
            name: string;
            /** Format: int64 */
            numericMax?: number | null;
            /** Format: int64 */
            numericMin?: number | null;
            /** Format: int64 */
            numericStep?: number | null;
            /** @description What the number counts ("cm"), numeric features only. */
            numericUnit?: string | null;
            /**
             * Format: int64
             * @description Cents per step above the minimum, numeric features only.
             */
            unitPrice?: number | null;
        };
        /**
         * @description How a feature is chosen: one of its values, or a number within a range.
         * @enum {string}
         */
        FeatureKind: "choice" | "numeric";
        FeatureValue: {
            active: boolean;
            code: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: int64 */
            featureId: number;
            /** Format: int64 */
            id: number;
            imageUrl?: string | null;
            label: string;
            labelEn?: string | null;
            /**
             * Format: int64
             * @description Cents, may be negative.
             */
            priceDelta: number;
            /** Format: int32 */
            sortOrder: number;
            swatch?: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        FeatureValueInput: {
            active?: boolean | null;
            code?: string | null;
            /** Format: int64 */
            featureId?: number | null;
            imageUrl?: string | null;
            label?: string | null;
            labelEn?: string | null;
            /** Format: int64 */
            priceDelta?: number | null;
            /** Format: int32 */
            sortOrder?: number | null;
            swatch?: string | null;
        };
        /** @description A changed cell: as stored and as the file has it. */
        FieldChange: {
            after: string;
            before: string;
            column: string;
        };
        FieldErrorBody: {
            field: string;
            message: string;
        };
        /** @enum {string} */
        FilterMode: "allow" | "deny";
        /** @description A company's entity filters as an edit would leave them. */
        FiltersEdit: {
            /** Format: int64 */
            companyId: number;
            /** @description Every filter of the company after the edit (at most 1,000). */
            filters: components["schemas"]["EntityFilter"][];
        };
        /** @description One problem of a definition. */
        Finding: {
            code: components["schemas"]["FindingCode"];
            /**
             * Format: int64
             * @description Set when the finding holds only for that company's view of the catalogue.
             */
            companyId?: number | null;
            item?: null | components["schemas"]["ItemRef"];
            /** @description In the caller's language, with the catalogue's names as typed. */
            message: string;
            ruleId?: string | null;
            severity: components["schemas"]["Severity"];
        };
        /**
         * @description A catalogue item a rule names.
         *     One finding of the rule check.
         */
        FindingBody: {
            /**
             * @description `no_valid_configuration`, `never_selectable`, `always_chosen`, `redundant`, `contradiction`,
             *     `unsatisfiable_required`, `inactive_item`, `unknown_item`, `nothing_offered` (the category has no
             *     active type or model).
             */
            code: string;
            /**
             * Format: int64
             * @description Set when the finding holds only for that company's view of the catalogue (its entity filters).
             */
            companyId?: number | null;
            item?: null | components["schemas"]["ItemRef"];
            message: string;
            ruleId?: string | null;
            /** @description `warning` or `error` (errors block publishing). */
            severity: string;
        };
        /** @enum {string} */
        FindingCode: "never_selectable" | "always_chosen" | "redundant" | "no_valid_configuration" | "contradiction" | "unsatisfiable_required" | "inactive_item" | "unknown_item" | "nothing_offered" | "missing_english";
        ForgotBody: {
            email: string;
        };
        HealthBody: {
            status: string;
        };
        /**
         * @description What publishing does to one saved configuration.
         * @enum {string}
         */
        ImpactEffect: "invalid" | "incomplete" | "repriced";
        /** @description One configuration the draft breaks or reprices, with why. */
        ImpactExample: {
            customerName?: string | null;
            effect: components["schemas"]["ImpactEffect"];
            name: string;
            ownerName: string;
            /** @description Its latest customization request is pending. */
            pendingRequest: boolean;
            publicId: string;
            /** @description What the draft finds wrong that the published configurator does not, as the editor would say it. */
            reasons: string[];
            /** Format: int64 */
            totalAfter: number;
            /**
             * Format: int64
             * @description Cents, like `grandTotal`: today's total and the draft's.
             */
            totalBefore: number;
        };
        /** @description A row the file cannot import. */
        ImportError: {
            /** @description The column's header, when the error is about one cell. */
            column?: string | null;
            /**
             * Format: int64
             * @description The file's line, the header being line 1.
             */
            line: number;
            message: string;
        };
        /** @description A refused import: the contract's `{message, code}` with the report. */
        ImportRefused: components["schemas"]["ImportReport"] & {
            code: string;
            message: string;
        };
        /** @description What an import does (a dry run) or did. */
        ImportReport: {
            /** @description Whether the rows were written (never in a dry run or with errors). */
            applied: boolean;
            /** @description The new and changed rows, in the file's order. */
            changes: components["schemas"]["RowChange"][];
            created: number;
            /** @description Every row that cannot be imported; an import with errors writes nothing. */
            errors: components["schemas"]["ImportError"][];
            unchanged: number;
            updated: number;
        };
        /** @description An issued quote, without its document. */
        IssuedQuoteBody: {
            /** @description The configuration it was issued from, and that configuration's revision then. */
            configurationId: string;
            /**
             * Format: int64
             * @description Cents, as the document states it.
             */
            grandTotal: number;
            /** Format: date-time */
            issuedAt: string;
            issuedByName: string;
            /** @description "PRV-2026-0042": a gapless sequence per year. */
            number: string;
            /** @description Where the document is: `/api/quotes/{number}.pdf`. */
            pdfUrl: string;
            /** Format: int32 */
            revision: number;
            /** Format: int32 */
            sequence: number;
            /** @description The SHA-256 of the document, in hex. */
            sha256: string;
            terms: string;
            /**
             * Format: date
             * @description The last day the offer holds (Italian calendar).
             */
            validUntil: string;
            /** Format: int32 */
            year: number;
        };
        /**
         * @description The kinds of catalogue item a rule can name, and a numeric feature, which only a click's target names
         *     (in a greyed option's `because`, or a repair's `drop`): never a rule.
         * @enum {string}
         */
        ItemKind: "type" | "model" | "part" | "feature_value" | "feature";
        /**
         * @description One catalogue item: a type, model, part or feature value. A feature value may name the part it is on
         *     ("Pouf · Tessuto: Lino"): in a rule it then counts only when that part has it, and as an option of the
         *     wizard it is that part's choice; without a part, a rule's value counts when any included part has it,
         *     and an option is the one value shared by every included part offering its feature.
         */
        ItemRef: {
            /** Format: int64 */
            id: number;
            kind: components["schemas"]["ItemKind"];
            /**
             * Format: int64
             * @description Feature values only: the part the value is on.
             */
            partId?: number | null;
        };
        /**
         * @description A dry run kept as its answer was, with who ran it and when, so that it can be opened again after the
         *     draft changed or was published.
         */
        KeptImpact: components["schemas"]["PublishImpact"] & {
            /** Format: int64 */
            configuratorId: number;
            /** Format: date-time */
            createdAt: string;
            /** @description The administrator who ran it; none once their account is deleted. */
            createdBy?: string | null;
            /** Format: int64 */
            id: number;
        };
        /**
         * @description The status of a configuration's latest customization request, as the list filters it: `none` for
         *     the configurations no request was ever sent for.
         * @enum {string}
         */
        LatestRequest: "none" | "pending" | "approved" | "rejected" | "replaced";
        /**
         * @description Whose configurations a list shows, as the caller picks it (docs/product.md section 2): their own ("Mie"),
         *     or their role's whole [`Scope`], named as the role sees it.
         * @enum {string}
         */
        ListScope: "mine" | "company" | "followed" | "all";
        LoginBody: {
            email: string;
            password: string;
        };
        MessageBody: {
            message: string;
        };
        Model: {
            active: boolean;
            attributeValueIds: number[];
            /** Format: int64 */
            basePrice: number;
            /** Format: int64 */
            categoryId: number;
            code: string;
            /** Format: date-time */
            createdAt: string;
            description?: string | null;
            descriptionEn?: string | null;
            /** Format: int64 */
            id: number;
            imageUrl?: string | null;
            name: string;
            nameEn?: string | null;
            /** Format: int32 */
            sortOrder: number;
            /** Format: int64 */
            typeId: number;
            typeName: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ModelInput: {
            active?: boolean | null;
            attributeValueIds?: number[] | null;
            /** Format: int64 */
            basePrice?: number | null;
            code?: string | null;
            description?: string | null;
            descriptionEn?: string | null;
            imageUrl?: string | null;
            name?: string | null;
            nameEn?: string | null;
            /** Format: int32 */
            sortOrder?: number | null;
            /** Format: int64 */
            typeId?: number | null;
        };
        ModelItem: {
            active: boolean;
            /**
             * Format: int64
             * @description Cents.
             */
            basePrice: number;
            code: string;
            /** Format: int64 */
            id: number;
            name: string;
            /** Format: int64 */
            typeId: number;
        };
        ModelPart: {
            /** Format: date-time */
            createdAt: string;
            /** Format: int32 */
            defaultQuantity: number;
            /** Format: int64 */
            id: number;
            /** Format: int32 */
            maxQuantity: number;
            /** Format: int32 */
            minQuantity: number;
            /** Format: int64 */
            modelId: number;
            partCode: string;
            /** Format: int64 */
            partId: number;
            partName: string;
            required: boolean;
            /** Format: int32 */
            sortOrder: number;
            /** Format: date-time */
            updatedAt: string;
        };
        ModelPartInput: {
            /** Format: int32 */
            defaultQuantity?: number | null;
            /** Format: int32 */
            maxQuantity?: number | null;
            /** Format: int32 */
            minQuantity?: number | null;
            /** Format: int64 */
            modelId?: number | null;
            /** Format: int64 */
            partId?: number | null;
            required?: boolean | null;
            /** Format: int32 */
            sortOrder?: number | null;
        };
        ModelPartItem: {
            /** Format: int64 */
            defaultQuantity: number;
            /** Format: int64 */
            maxQuantity: number;
            /** Format: int64 */
            minQuantity: number;
            /** Format: int64 */
            modelId: number;
            /** Format: int64 */
            partId: number;
            required: boolean;
        };
        NamedBody: {
            /** Format: int64 */
            id: number;
            name: string;
        };
        /**
         * @description A number a click asks of every configuration ("Larghezza ≥ 240 cm", the wizard's numeric target):
         *     each includes a part offering the numeric feature, and each included part offering it gives it a
         *     number within the bounds (both included; at least one is set).
         */
        NumericTarget: {
            /** Format: int64 */
            featureId: number;
            /** Format: int64 */
            max?: number | null;
            /** Format: int64 */
            min?: number | null;
        };
        /**
         * @description What choosing an offered option adds to the net price of one unit of the configuration, in cents, at
         *     the current selection (see [`super::evaluate`]); the cards of the wizard show it.
         */
        OptionPrice: {
            /** Format: int64 */
            amount: number;
            item: components["schemas"]["ItemRef"];
        };
        /** @description One option of the wizard and its status. */
        OptionState: {
            item: components["schemas"]["ItemRef"];
            /**
             * Format: int64
             * @description The lowest grand total of a complete and valid configuration with this option chosen as the wizard
             *     chooses it; absent for an impossible option, or when the click's time ran out before it was proven.
             */
            lowest?: number | null;
            status: components["schemas"]["OptionStatus"];
        };
        /**
         * @description Where an option of the wizard stands against the user's choices.
         * @enum {string}
         */
        OptionStatus: "chosen" | "implied" | "possible" | "impossible";
        /** @description One page of a list. */
        Page_AuditRecord: {
            items: {
                action: components["schemas"]["AuditAction"];
                /**
                 * Format: date-time
                 * @description When the write's transaction ran.
                 */
                at: string;
                changes: components["schemas"]["AuditChange"][];
                /** Format: int64 */
                entityId: number;
                /** @description `productpart`, `user`, `configurator`, `customizationrequest`…: the record's API base path. */
                entityKind: string;
                /** @description The record's name at the time of the write. */
                entityName: string;
                /** Format: int64 */
                id: number;
                /** Format: int64 */
                userId: number;
                /** @description The user's name at the time of the write. */
                userName: string;
            }[];
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            pageSize: number;
            /** Format: int64 */
            total: number;
        };
        /** @description One page of a list. */
        Page_ConfigurationSummaryBody: {
            items: {
                categoryName: string;
                categorySlug: string;
                /**
                 * Format: int64
                 * @description The company it belongs to (its customer's); none for an administrator's own.
                 */
                companyId?: number | null;
                companyName?: string | null;
                complete: boolean;
                /** Format: int64 */
                customerId?: number | null;
                customerName?: string | null;
                modelName?: string | null;
                name: string;
                /** Format: int64 */
                ownerId: number;
                ownerName: string;
                publicId: string;
                /** Format: int64 */
                quantity: number;
                /** @description `pending`, `approved`, `rejected`, `replaced`, or none. */
                requestStatus?: string | null;
                /**
                 * Format: int64
                 * @description Cents, as saved.
                 */
                savedGrandTotal: number;
                /** @description Today's evaluation differs from the saved one ("da verificare"). */
                stale: boolean;
                /** Format: date-time */
                updatedAt: string;
                valid: boolean;
            }[];
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            pageSize: number;
            /** Format: int64 */
            total: number;
        };
        /** @description One page of a list. */
        Page_ConfiguratorBody: {
            items: {
                /** Format: date-time */
                archivedAt?: string | null;
                /** Format: int64 */
                categoryId: number;
                categoryName: string;
                /** Format: date-time */
                createdAt: string;
                /** @description `{steps, rules}` as `domain::configurator::Definition` serialises. */
                definition: components["schemas"]["Definition"];
                description?: string | null;
                descriptionEn?: string | null;
                /** @description The rule check's findings; absent from list items. */
                findings?: components["schemas"]["FindingBody"][] | null;
                /** Format: int64 */
                id: number;
                name: string;
                nameEn?: string | null;
                /** Format: date-time */
                publishedAt?: string | null;
                /** @description `draft`, `published` or `archived`. */
                status: components["schemas"]["ConfiguratorStatus"];
                /** Format: date-time */
                updatedAt: string;
                validConfigurations?: null | components["schemas"]["ConfigurationCount"];
                /** Format: int32 */
                version: number;
            }[];
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            pageSize: number;
            /** Format: int64 */
            total: number;
        };
        /** @description One page of a list. */
        Page_ExtendedUser: {
            items: (components["schemas"]["User"] & {
                companyName?: string | null;
                customerName?: string | null;
            })[];
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            pageSize: number;
            /** Format: int64 */
            total: number;
        };
        /** @description One page of a list. */
        Page_Request: {
            items: {
                categoryName: string;
                categorySlug: string;
                /** Format: int64 */
                companyId?: number | null;
                companyName?: string | null;
                /** @description The configuration's public id. */
                configurationId: string;
                configurationName: string;
                /**
                 * Format: int32
                 * @description The configuration's revision when the request was sent.
                 */
                configurationRevision: number;
                /** Format: date-time */
                createdAt: string;
                /** Format: int64 */
                id: number;
                message: string;
                price?: null | components["schemas"]["Price"];
                /**
                 * Format: int64
                 * @description The request that replaced this one.
                 */
                replacedById?: number | null;
                /** Format: int64 */
                requesterId: number;
                requesterName: string;
                response?: string | null;
                /** Format: date-time */
                reviewedAt?: string | null;
                /** Format: int64 */
                reviewedById?: number | null;
                reviewedByName?: string | null;
                /** @description `pending`, `approved`, `rejected` or `replaced`. */
                status: components["schemas"]["RequestStatus"];
                /** Format: date-time */
                updatedAt: string;
            }[];
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            pageSize: number;
            /** Format: int64 */
            total: number;
        };
        Part: {
            active: boolean;
            code: string;
            /** Format: date-time */
            createdAt: string;
            description?: string | null;
            descriptionEn?: string | null;
            /** @description By sort order, then feature id. */
            features: components["schemas"]["PartFeature"][];
            /** Format: int64 */
            id: number;
            imageUrl?: string | null;
            name: string;
            nameEn?: string | null;
            /** Format: int64 */
            price: number;
            /** Format: int32 */
            sortOrder: number;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description One feature a part offers. */
        PartFeature: {
            /** Format: int64 */
            featureId: number;
            required: boolean;
            /** Format: int32 */
            sortOrder: number;
        };
        PartFeatureInput: {
            /** Format: int64 */
            featureId?: number | null;
            required?: boolean | null;
            /** Format: int32 */
            sortOrder?: number | null;
        };
        PartFeatureItem: {
            /** Format: int64 */
            featureId: number;
            required: boolean;
        };
        PartInput: {
            active?: boolean | null;
            code?: string | null;
            description?: string | null;
            descriptionEn?: string | null;
            features?: components["schemas"]["PartFeatureInput"][] | null;
            imageUrl?: string | null;
            name?: string | null;
            nameEn?: string | null;
            /** Format: int64 */
            price?: number | null;
            /** Format: int32 */
            sortOrder?: number | null;
        };
        PartItem: {
            active: boolean;
            features?: components["schemas"]["PartFeatureItem"][];
            /** Format: int64 */
            id: number;
            name: string;
            /**
             * Format: int64
             * @description Cents.
             */
            price: number;
        };
        /**
         * @description The price of a configuration, in integer euro cents, VAT excluded. See [`super::price`] for the
         *     arithmetic and its rounding.
         */
        Price: {
            /** Format: int64 */
            discount: number;
            /** Format: int32 */
            discountPercent: number;
            /** Format: int64 */
            grandTotal: number;
            lines: components["schemas"]["PriceLine"][];
            /**
             * Format: int64
             * @description One unit of the configuration at list prices: the sum of the lines.
             */
            listTotal: number;
            /** Format: int64 */
            netTotal: number;
            /** Format: int64 */
            quantity: number;
        };
        /** @description One itemised line of the price, in cents. */
        PriceLine: {
            item?: null | components["schemas"]["ItemRef"];
            label: string;
            /** Format: int64 */
            quantity: number;
            /** Format: int64 */
            total: number;
            /** Format: int64 */
            unitPrice: number;
        };
        /**
         * @description The lowest and highest grand total (cents, like [`Price::grand_total`]) of a complete and valid
         *     configuration that keeps the user's choices, with the company's discount and the quantity; and the
         *     cheapest such configuration, as a proposal the user may accept.
         */
        PriceRange: {
            /** @description A complete and valid configuration at `min`: the user's draft with every open choice filled. */
            cheapest: components["schemas"]["Draft"];
            /**
             * @description False when the search ran out of its time before proving both bounds: `min` and `max` are then
             *     prices of real configurations, but a cheaper or dearer one may exist.
             */
            exact: boolean;
            /** Format: int64 */
            max: number;
            /** Format: int64 */
            min: number;
        };
        ProductType: {
            active: boolean;
            /** Format: int64 */
            categoryId: number;
            categoryName: string;
            /** @description Given, or made from the name when left empty: the CSV files name a type by it. */
            code: string;
            /** Format: date-time */
            createdAt: string;
            description?: string | null;
            descriptionEn?: string | null;
            /** Format: int64 */
            id: number;
            imageUrl?: string | null;
            name: string;
            nameEn?: string | null;
            /** Format: int32 */
            sortOrder: number;
            /** Format: date-time */
            updatedAt: string;
        };
        ProductTypeInput: {
            active?: boolean | null;
            /** Format: int64 */
            categoryId?: number | null;
            code?: string | null;
            description?: string | null;
            descriptionEn?: string | null;
            imageUrl?: string | null;
            name?: string | null;
            nameEn?: string | null;
            /** Format: int32 */
            sortOrder?: number | null;
        };
        /** @description What a user may change of their own account (`PUT /api/user/me`); absent fields keep their value. */
        ProfileInput: {
            firstName?: string | null;
            lastName?: string | null;
            /** @description `it` or `en` (any BCP 47 tag is kept; its primary subtag chooses the language). */
            locale?: string | null;
            phone?: string | null;
        };
        /** @description What a publish answers: the published configurator, or with `dryRun=true` its impact, kept. */
        PublishAnswer: components["schemas"]["ConfiguratorBody"] | components["schemas"]["KeptImpact"];
        /** @description The dry run's answer. */
        PublishImpact: {
            /**
             * Format: int64
             * @description How many of them the draft breaks or reprices: the rows of the dry run's file.
             */
            affected: number;
            /**
             * Format: int64
             * @description Saved configurations of the category judged.
             */
            checked: number;
            /**
             * @description The same counts per company with a configuration affected (none: saved without a company), most
             *     affected first: which dealers the draft touches.
             */
            companies: components["schemas"]["CompanyImpact"][];
            /** @description Up to five of each effect, in the order the configurations were saved first. */
            examples: components["schemas"]["ImpactExample"][];
            /**
             * Format: int64
             * @description Complete and valid today, incomplete (but still valid) with the draft.
             */
            incomplete: number;
            /**
             * Format: int64
             * @description Valid today, invalid with the draft.
             */
            invalid: number;
            /** Format: int64 */
            largestFall: number;
            /**
             * Format: int64
             * @description The largest rise and fall of a total, in cents (0 when none rises or falls).
             */
            largestRise: number;
            /**
             * Format: int64
             * @description How many of the configurations above have a pending customization request.
             */
            pendingRequests: number;
            /**
             * Format: int64
             * @description Whose total changes.
             */
            repriced: number;
        };
        /** @description The quotes issued in one week and their value. */
        QuotesWeekBody: {
            /** Format: int64 */
            quotes: number;
            /**
             * Format: int64
             * @description The issued quotes' grand totals, in cents (net of the discount, times the quantity, VAT excluded).
             */
            total: number;
            /**
             * Format: date
             * @description The ISO week's Monday (Italian time).
             */
            week: string;
        };
        RecentConfigurationBody: {
            categoryName: string;
            name: string;
            /** Format: int64 */
            netTotal: number;
            ownerName: string;
            publicId: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * @description A change of the user's choices that makes a configuration possible again: give up `drop`, choose
         *     `instead` in place of a model given up (and, for an option, choose it); `grandTotal` is the price the
         *     configuration would then have.
         */
        Repair: {
            drop: components["schemas"]["ItemRef"][];
            /**
             * Format: int64
             * @description Cents, like the evaluation's `price.grandTotal`.
             */
            grandTotal: number;
            /**
             * @description When the model is given up: a model (and its type, when another) that a valid configuration with
             *     the rest has, which the price counts.
             */
            instead?: components["schemas"]["ItemRef"][];
        };
        /** @description A request as stored, with the names the answers show. */
        Request: {
            categoryName: string;
            categorySlug: string;
            /** Format: int64 */
            companyId?: number | null;
            companyName?: string | null;
            /** @description The configuration's public id. */
            configurationId: string;
            configurationName: string;
            /**
             * Format: int32
             * @description The configuration's revision when the request was sent.
             */
            configurationRevision: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: int64 */
            id: number;
            message: string;
            price?: null | components["schemas"]["Price"];
            /**
             * Format: int64
             * @description The request that replaced this one.
             */
            replacedById?: number | null;
            /** Format: int64 */
            requesterId: number;
            requesterName: string;
            response?: string | null;
            /** Format: date-time */
            reviewedAt?: string | null;
            /** Format: int64 */
            reviewedById?: number | null;
            reviewedByName?: string | null;
            /** @description `pending`, `approved`, `rejected` or `replaced`. */
            status: components["schemas"]["RequestStatus"];
            /** Format: date-time */
            updatedAt: string;
        };
        /** @enum {string} */
        RequestStatus: "pending" | "approved" | "rejected" | "replaced";
        /** @description The requests sent in one week, by the status each has now. */
        RequestsWeekBody: {
            /** Format: int64 */
            approved: number;
            /** Format: int64 */
            pending: number;
            /** Format: int64 */
            rejected: number;
            /**
             * Format: int64
             * @description Superseded by a newer request on the same configuration.
             */
            replaced: number;
            /**
             * Format: date
             * @description The ISO week's Monday (Italian time).
             */
            week: string;
        };
        ResetBody: {
            password: string;
            token: string;
        };
        /** @description A restore: the version the configuration was read at. */
        RestoreRevisionRequest: {
            /**
             * Format: int32
             * @description The version read; 409 `stale_version` when someone saved in between.
             */
            version: number;
        };
        /** @description A revision's contents as saved. */
        RevisionBody: components["schemas"]["RevisionSummaryBody"] & {
            /** Format: int64 */
            customerId?: number | null;
            customerName?: string | null;
            draft: components["schemas"]["Draft"];
            notes?: string | null;
            price?: null | components["schemas"]["Price"];
        };
        /** @description One revision in the list. */
        RevisionSummaryBody: {
            /** @description As the save found it. */
            complete: boolean;
            /**
             * Format: int64
             * @description Cents, as saved.
             */
            grandTotal: number;
            name: string;
            /** Format: int32 */
            revision: number;
            /** Format: date-time */
            savedAt: string;
            /** @description None when that user was deleted since. */
            savedByName?: string | null;
            valid: boolean;
        };
        /** @enum {string} */
        Role: "admin" | "account_manager" | "customer_manager" | "customer";
        /** @description A row the import creates or changes. */
        RowChange: {
            /** @description For an update, the changed cells; empty for a new row. */
            fields: components["schemas"]["FieldChange"][];
            /** @description The row's natural key as the file writes it (`TESSUTO / LINO`). */
            key: string;
            kind: components["schemas"]["ChangeKind"];
            /** Format: int64 */
            line: number;
        };
        /** @description A rule of a configurator. `when` is `if` on the wire. */
        Rule: {
            id: string;
            if?: components["schemas"]["ItemRef"][];
            kind: components["schemas"]["RuleKind"];
            /** @description The admin's text, shown beside the generated explanation. */
            message?: string | null;
            /** @description Its English text, shown to English readers in its place (the Italian one when absent). */
            messageEn?: string | null;
            then?: components["schemas"]["ItemRef"][];
        };
        /** @enum {string} */
        RuleKind: "excludes" | "requires";
        /** @description One week of configurations saved. */
        SavesWeekBody: {
            /**
             * Format: int64
             * @description The saves that created a configuration (a first revision).
             */
            created: number;
            /**
             * Format: int64
             * @description Every save: creations, copies and updates (each writes a revision).
             */
            saves: number;
            /**
             * Format: date
             * @description The ISO week's Monday (Italian time).
             */
            week: string;
        };
        SessionBody: {
            /** Format: date-time */
            expiresAt: string;
            token: string;
            user: components["schemas"]["User"];
        };
        /** @enum {string} */
        Severity: "warning" | "error";
        /** @description One step of a configurator, in the fixed order of docs/product.md section 4. */
        Step: {
            help?: string;
            helpEn?: string | null;
            /** @enum {string} */
            kind: "type";
            title: string;
            titleEn?: string | null;
        } | {
            /** @description The attributes the model cards can be filtered by. */
            attributeIds?: number[];
            help?: string;
            helpEn?: string | null;
            /** @enum {string} */
            kind: "model";
            title: string;
            titleEn?: string | null;
        } | {
            help?: string;
            helpEn?: string | null;
            /** @enum {string} */
            kind: "parts";
            title: string;
            titleEn?: string | null;
        } | {
            /** @description The features this step asks; features in no step are asked in the last features step. */
            featureIds?: number[];
            help?: string;
            helpEn?: string | null;
            /** @enum {string} */
            kind: "features";
            title: string;
            titleEn?: string | null;
        } | {
            help?: string;
            helpEn?: string | null;
            /** @enum {string} */
            kind: "summary";
            title: string;
            titleEn?: string | null;
        };
        TopModelBody: {
            /** Format: int64 */
            categoryId: number;
            /**
             * Format: int64
             * @description The configurations on it whose latest save is in the window.
             */
            configurations: number;
            /** Format: int64 */
            id: number;
            name: string;
        };
        TopOptionBody: {
            /**
             * Format: int64
             * @description The configurations with it chosen whose latest save is in the window.
             */
            configurations: number;
            featureName: string;
            /**
             * Format: int64
             * @description The feature value's id.
             */
            id: number;
            label: string;
        };
        /** @description The filters the trends were narrowed by. */
        TrendFilterBody: {
            /** Format: int64 */
            categoryId?: number | null;
            /** Format: int64 */
            companyId?: number | null;
        };
        /**
         * @description `GET /api/dashboard/trends`: each weekly series has one entry per ISO week of the window (26, oldest
         *     first, the current week last, weeks with nothing as zero).
         */
        TrendsBody: {
            companies: components["schemas"]["CompanyValueBody"][];
            decisions: components["schemas"]["DecisionTimeBody"];
            filter: components["schemas"]["TrendFilterBody"];
            quotes: components["schemas"]["QuotesWeekBody"][];
            requests: components["schemas"]["RequestsWeekBody"][];
            saves: components["schemas"]["SavesWeekBody"][];
            topModels: components["schemas"]["TopModelBody"][];
            topOptions: components["schemas"]["TopOptionBody"][];
            /** @description The Mondays of the window's weeks, oldest first. */
            weeks: string[];
        };
        TypeItem: {
            active: boolean;
            /** Format: int64 */
            id: number;
            name: string;
        };
        /** @description A save: the contents and the version they were read at. */
        UpdateConfigurationRequest: components["schemas"]["ConfigurationInput"] & {
            /**
             * Format: int32
             * @description The version read; 409 `stale_version` when someone saved in between.
             */
            version: number;
        };
        /** @description An uploaded image, as the upload answers it. */
        UploadedImage: {
            contentType: string;
            size: number;
            /** @description Where the image is served: put it in an `imageUrl` field. */
            url: string;
        };
        User: {
            active: boolean;
            /** Format: int64 */
            companyId?: number | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: int64 */
            customerId?: number | null;
            email: string;
            firstName: string;
            /** Format: int64 */
            id: number;
            /** Format: date-time */
            lastLoginAt?: string | null;
            lastName: string;
            locale: string;
            phone?: string | null;
            /** @description `admin`, `account_manager`, `customer_manager` or `customer`. */
            role: components["schemas"]["Role"];
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * @description What a client sends to create (no `id`) or update a user (`POST /api/user/extended`); absent fields keep
         *     their value.
         */
        UserInput: {
            active?: boolean | null;
            /** Format: int64 */
            companyId?: number | null;
            /** Format: int64 */
            customerId?: number | null;
            email?: string | null;
            firstName?: string | null;
            /** Format: int64 */
            id?: number | null;
            lastName?: string | null;
            locale?: string | null;
            /** @description Without one, a new user is mailed a link to choose it. */
            password?: string | null;
            phone?: string | null;
            role?: string | null;
        };
        ValueItem: {
            active: boolean;
            /** Format: int64 */
            featureId: number;
            /** Format: int64 */
            id: number;
            label: string;
            /**
             * Format: int64
             * @description Cents, may be negative.
             */
            priceDelta: number;
        };
        Violation: {
            code: components["schemas"]["ViolationCode"];
            /** @description For the user, in the caller's language. */
            message: string;
            /** @description Where in the draft, e.g. `parts[2].quantity`; `rules` for a rule. */
            path: string;
            ruleId?: string | null;
        };
        /**
         * @description The violation codes of the contract.
         * @enum {string}
         */
        ViolationCode: "missing_type" | "missing_model" | "unknown_item" | "part_not_in_model" | "quantity_out_of_range" | "required_part_missing" | "missing_feature_value" | "value_not_of_feature" | "rule_excludes" | "rule_requires" | "total_out_of_range";
        /** @description Everything the wizard needs, filtered for the caller. */
        WizardBody: {
            /** @description `{types, models, modelParts, parts, features, values, discountPercent}`. */
            catalogue: components["schemas"]["Catalogue"];
            category: components["schemas"]["WizardCategoryBody"];
            configurator: components["schemas"]["WizardConfiguratorBody"];
        };
        WizardCategoryBody: {
            description?: string | null;
            /** Format: int64 */
            id: number;
            imageUrl?: string | null;
            name: string;
            slug: string;
        };
        WizardConfiguratorBody: {
            /** @description `{steps, rules}` as the configurator contract describes it. */
            definition: components["schemas"]["Definition"];
            description?: string | null;
            /** Format: int64 */
            id: number;
            name: string;
            /** Format: int32 */
            version: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
