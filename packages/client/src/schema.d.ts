export interface paths {
    "/api/v1/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List projects with their vintages, availability and prices
         * @description Issued and forward vintages with the tonnes the key may order (live stock for live keys, the sandbox for test keys) and the price per tonne.
         */
        get: operations["listProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One project with its vintages, availability and prices */
        get: operations["getProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price tonnes or a budget, for one vintage or the ATLAS plan’s mix
         * @description Nothing is reserved: an order re-checks prices and availability. With atlasPlan: true the mix follows the removal share the company’s ATLAS plan sets for this year.
         */
        post: operations["createQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company’s latest 100 orders and their states */
        get: operations["listOrders"];
        put?: never;
        /**
         * Place an order; the same Idempotency-Key answers with the same order
         * @description Issued vintages, and forward ones only with acceptForward: true (labelled, delivered once issued). 201 for a new order, 200 for a repeated key.
         */
        post: operations["placeOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order and its state */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/retirements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company’s latest 100 retirements */
        get: operations["listRetirements"];
        put?: never;
        /**
         * Request the retirement of held, issued credits
         * @description The retirement is requested until Kelp records the registry’s serial range; then it is confirmed and the serials appear.
         */
        post: operations["requestRetirement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/retirements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One retirement: serials once confirmed, and the public verification link */
        get: operations["getRetirement"];
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
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listProjects: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description V1ProjectList */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            slug: string;
                            name: string;
                            /** @description removal, avoidance or both */
                            type: string;
                            countryCode: string;
                            /** @description Registry name; null when not listed */
                            registry: string | null;
                            registryId: string | null;
                            registryUrl: string | null;
                            /** @description False when listed for information only */
                            purchasable: boolean;
                            /**
                             * @description sandbox: a test key’s answer, from the sandbox inventory, never live stock
                             * @enum {string}
                             */
                            inventory: "live" | "sandbox";
                            vintages: {
                                year: number;
                                /**
                                 * @description issued: exists at the registry; forward: future
                                 * @enum {string}
                                 */
                                status: "issued" | "forward";
                                /** @description Forward vintages only */
                                expectedDeliveryYear: number | null;
                                availableTonnes: number;
                                /** @description Price per tonne (EUR cents) */
                                priceCents: number;
                            }[];
                        }[];
                        page: number;
                        perPage: number;
                        total: number;
                    };
                };
            };
            /** @description V1Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
        };
    };
    getProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description V1Project */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        slug: string;
                        name: string;
                        /** @description removal, avoidance or both */
                        type: string;
                        countryCode: string;
                        /** @description Registry name; null when not listed */
                        registry: string | null;
                        registryId: string | null;
                        registryUrl: string | null;
                        /** @description False when listed for information only */
                        purchasable: boolean;
                        /**
                         * @description sandbox: a test key’s answer, from the sandbox inventory, never live stock
                         * @enum {string}
                         */
                        inventory: "live" | "sandbox";
                        vintages: {
                            year: number;
                            /**
                             * @description issued: exists at the registry; forward: future
                             * @enum {string}
                             */
                            status: "issued" | "forward";
                            /** @description Forward vintages only */
                            expectedDeliveryYear: number | null;
                            availableTonnes: number;
                            /** @description Price per tonne (EUR cents) */
                            priceCents: number;
                        }[];
                    };
                };
            };
            /** @description V1Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
        };
    };
    createQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description V1QuoteRequest */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description With vintage: quote this vintage
                     */
                    projectId?: string;
                    vintage?: number;
                    /** @description Instead of one vintage: the mix the company's ATLAS plan suggests */
                    atlasPlan?: boolean;
                    /** @description Either tonnes… */
                    tonnes?: number;
                    /** @description …or a budget */
                    budgetCents?: number;
                };
            };
        };
        responses: {
            /** @description V1Quote */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lines: {
                            /** Format: uuid */
                            projectId: string;
                            projectSlug: string;
                            projectName: string;
                            vintage: number;
                            /**
                             * @description forward lines are labelled and delivered later
                             * @enum {string}
                             */
                            status: "issued" | "forward";
                            expectedDeliveryYear: number | null;
                            tonnes: number;
                            /** @description Price per tonne (EUR cents) */
                            priceCents: number;
                            /** @description tonnes × price (EUR cents) */
                            lineTotalCents: number;
                        }[];
                        tonnes: number;
                        /** @description Total at today’s prices; an order re-checks them (EUR cents) */
                        totalCents: number;
                        /** @enum {string} */
                        currency: "EUR";
                        /** @enum {string} */
                        source: "vintage" | "atlas_plan";
                        /**
                         * @description sandbox: a test key’s answer, from the sandbox inventory, never live stock
                         * @enum {string}
                         */
                        inventory: "live" | "sandbox";
                    };
                };
            };
            /** @description V1Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
        };
    };
    listOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description V1OrderList */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @description Null for sandbox orders */
                            number: string | null;
                            /** @enum {string} */
                            status: "placed" | "offered" | "accepted" | "cancelled" | "awaiting_payment" | "delivered" | "payment_failed" | "expired";
                            /**
                             * @description sandbox: a test key’s answer, from the sandbox inventory, never live stock
                             * @enum {string}
                             */
                            inventory: "live" | "sandbox";
                            lines: {
                                /** Format: uuid */
                                projectId: string;
                                projectSlug: string;
                                projectName: string;
                                vintage: number;
                                /**
                                 * @description forward lines are labelled and delivered later
                                 * @enum {string}
                                 */
                                status: "issued" | "forward";
                                expectedDeliveryYear: number | null;
                                tonnes: number;
                                /** @description Price per tonne (EUR cents) */
                                priceCents: number;
                                /** @description tonnes × price (EUR cents) */
                                lineTotalCents: number;
                            }[];
                            totalTonnes: number;
                            /** @description At placement prices (EUR cents) */
                            totalCents: number;
                            /** @enum {string} */
                            currency: "EUR";
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description V1Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
        };
    };
    placeOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description Required; the same key answers with the same order instead of a second one */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description V1OrderRequest */
        requestBody: {
            content: {
                "application/json": {
                    lines: {
                        /** Format: uuid */
                        projectId: string;
                        vintage: number;
                        tonnes: number;
                    }[];
                    /**
                     * @description Must be true to order forward vintages (delivered once issued)
                     * @default false
                     */
                    acceptForward?: boolean;
                };
            };
        };
        responses: {
            /** @description V1Order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @description Null for sandbox orders */
                        number: string | null;
                        /** @enum {string} */
                        status: "placed" | "offered" | "accepted" | "cancelled" | "awaiting_payment" | "delivered" | "payment_failed" | "expired";
                        /**
                         * @description sandbox: a test key’s answer, from the sandbox inventory, never live stock
                         * @enum {string}
                         */
                        inventory: "live" | "sandbox";
                        lines: {
                            /** Format: uuid */
                            projectId: string;
                            projectSlug: string;
                            projectName: string;
                            vintage: number;
                            /**
                             * @description forward lines are labelled and delivered later
                             * @enum {string}
                             */
                            status: "issued" | "forward";
                            expectedDeliveryYear: number | null;
                            tonnes: number;
                            /** @description Price per tonne (EUR cents) */
                            priceCents: number;
                            /** @description tonnes × price (EUR cents) */
                            lineTotalCents: number;
                        }[];
                        totalTonnes: number;
                        /** @description At placement prices (EUR cents) */
                        totalCents: number;
                        /** @enum {string} */
                        currency: "EUR";
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            /** @description V1Order */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @description Null for sandbox orders */
                        number: string | null;
                        /** @enum {string} */
                        status: "placed" | "offered" | "accepted" | "cancelled" | "awaiting_payment" | "delivered" | "payment_failed" | "expired";
                        /**
                         * @description sandbox: a test key’s answer, from the sandbox inventory, never live stock
                         * @enum {string}
                         */
                        inventory: "live" | "sandbox";
                        lines: {
                            /** Format: uuid */
                            projectId: string;
                            projectSlug: string;
                            projectName: string;
                            vintage: number;
                            /**
                             * @description forward lines are labelled and delivered later
                             * @enum {string}
                             */
                            status: "issued" | "forward";
                            expectedDeliveryYear: number | null;
                            tonnes: number;
                            /** @description Price per tonne (EUR cents) */
                            priceCents: number;
                            /** @description tonnes × price (EUR cents) */
                            lineTotalCents: number;
                        }[];
                        totalTonnes: number;
                        /** @description At placement prices (EUR cents) */
                        totalCents: number;
                        /** @enum {string} */
                        currency: "EUR";
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            /** @description V1Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description V1Order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @description Null for sandbox orders */
                        number: string | null;
                        /** @enum {string} */
                        status: "placed" | "offered" | "accepted" | "cancelled" | "awaiting_payment" | "delivered" | "payment_failed" | "expired";
                        /**
                         * @description sandbox: a test key’s answer, from the sandbox inventory, never live stock
                         * @enum {string}
                         */
                        inventory: "live" | "sandbox";
                        lines: {
                            /** Format: uuid */
                            projectId: string;
                            projectSlug: string;
                            projectName: string;
                            vintage: number;
                            /**
                             * @description forward lines are labelled and delivered later
                             * @enum {string}
                             */
                            status: "issued" | "forward";
                            expectedDeliveryYear: number | null;
                            tonnes: number;
                            /** @description Price per tonne (EUR cents) */
                            priceCents: number;
                            /** @description tonnes × price (EUR cents) */
                            lineTotalCents: number;
                        }[];
                        totalTonnes: number;
                        /** @description At placement prices (EUR cents) */
                        totalCents: number;
                        /** @enum {string} */
                        currency: "EUR";
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            /** @description V1Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
        };
    };
    listRetirements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description V1RetirementList */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            /**
                             * @description confirmed once the registry retired it
                             * @enum {string}
                             */
                            status: "requested" | "confirmed";
                            /**
                             * @description sandbox: a test key’s answer, from the sandbox inventory, never live stock
                             * @enum {string}
                             */
                            inventory: "live" | "sandbox";
                            /** Format: uuid */
                            projectId: string;
                            vintage: number;
                            tonnes: number;
                            beneficiary: string;
                            purpose: string | null;
                            certificateNumber: string | null;
                            /** @description Registry serials, once confirmed */
                            serialStart: string | null;
                            serialEnd: string | null;
                            registryReference: string | null;
                            /** @description Public verification page (live only) */
                            verificationUrl: string | null;
                            /** Format: date-time */
                            requestedAt: string;
                            /** Format: date-time */
                            confirmedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description V1Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
        };
    };
    requestRetirement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description V1RetirementRequest */
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    projectId: string;
                    vintage: number;
                    tonnes: number;
                    beneficiary: string;
                    purpose?: string;
                };
            };
        };
        responses: {
            /** @description V1Retirement */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /**
                         * @description confirmed once the registry retired it
                         * @enum {string}
                         */
                        status: "requested" | "confirmed";
                        /**
                         * @description sandbox: a test key’s answer, from the sandbox inventory, never live stock
                         * @enum {string}
                         */
                        inventory: "live" | "sandbox";
                        /** Format: uuid */
                        projectId: string;
                        vintage: number;
                        tonnes: number;
                        beneficiary: string;
                        purpose: string | null;
                        certificateNumber: string | null;
                        /** @description Registry serials, once confirmed */
                        serialStart: string | null;
                        serialEnd: string | null;
                        registryReference: string | null;
                        /** @description Public verification page (live only) */
                        verificationUrl: string | null;
                        /** Format: date-time */
                        requestedAt: string;
                        /** Format: date-time */
                        confirmedAt: string | null;
                    };
                };
            };
            /** @description V1Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
        };
    };
    getRetirement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description V1Retirement */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /**
                         * @description confirmed once the registry retired it
                         * @enum {string}
                         */
                        status: "requested" | "confirmed";
                        /**
                         * @description sandbox: a test key’s answer, from the sandbox inventory, never live stock
                         * @enum {string}
                         */
                        inventory: "live" | "sandbox";
                        /** Format: uuid */
                        projectId: string;
                        vintage: number;
                        tonnes: number;
                        beneficiary: string;
                        purpose: string | null;
                        certificateNumber: string | null;
                        /** @description Registry serials, once confirmed */
                        serialStart: string | null;
                        serialEnd: string | null;
                        registryReference: string | null;
                        /** @description Public verification page (live only) */
                        verificationUrl: string | null;
                        /** Format: date-time */
                        requestedAt: string;
                        /** Format: date-time */
                        confirmedAt: string | null;
                    };
                };
            };
            /** @description V1Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
            /** @description V1Error */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable; branch on this
                         * @enum {string}
                         */
                        code: "invalid_request" | "unauthenticated" | "insufficient_scope" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
                        /** @description For people, in the request language (Accept-Language en|de) */
                        message: string;
                        /** @description The request field a validation error is about */
                        field?: string;
                    };
                };
            };
        };
    };
}
