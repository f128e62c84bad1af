export interface paths {
    "/api/v1/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List projects with their vintages, availability and prices, a page at a time
         * @description Issued and forward vintages with the kilograms the key may order (live stock for live keys, the sandbox for test keys) and the price per tonne, in name order. Filters combine (AND); vintage filters (issued, minAvailableKg, maxPriceCents) keep projects with a matching vintage and list only matching vintages. Unknown query parameters answer 400.
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
        /** The company’s orders, newest first, a page at a time */
        get: operations["listOrders"];
        put?: never;
        /**
         * Place an order; the same Idempotency-Key answers with the same order
         * @description Quantities in whole kilograms (live keys: multiples of 1000 kg while live stock is whole tonnes). Issued vintages, and forward ones only with acceptForward: true. 201 for a new order, 200 for a repeated key with the same body, 409 for a repeated key with another body. Test keys: the order is paid and delivered at once (order.placed, order.paid, order.delivered).
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
    "/api/v1/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an unpaid order
         * @description Only placed orders (not yet paid) can be cancelled; 409 otherwise. Sends order.cancelled. Sandbox orders are paid as they are placed, so cancelling one answers 409.
         */
        post: operations["cancelOrder"];
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
        /** The company’s retirements, newest first, a page at a time */
        get: operations["listRetirements"];
        put?: never;
        /**
         * Request the retirement of held, issued credits
         * @description Quantities in whole kilograms (live keys: multiples of 1000 kg while live holdings are whole tonnes). The retirement is requested until Kelp records the registry’s serial range; then it is confirmed (retirement.confirmed) and the serials appear. Test keys: confirmed by the sandbox after a few seconds with TEST- serials. With an Idempotency-Key: 201 for a new retirement, 200 for the same key and body, 409 for the same key with another body.
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
    "/api/v1/retirements/{id}/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A short-lived link to the retirement certificate PDF
         * @description The link certificate.ready names. Live retirements only; 404 while there is no certificate document (sandbox retirements have none).
         */
        get: operations["getRetirementCertificate"];
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
        CertificateEvent: {
            /** @description evt_…; the same in every delivery and replay of this event */
            id: string;
            /** Format: date-time */
            createdAt: string;
            /** @description false for events of test keys (the sandbox) */
            livemode: boolean;
            /** Format: uuid */
            companyId: string;
            /** @enum {string} */
            type: "certificate.ready";
            data: {
                certificate: {
                    /** Format: uuid */
                    retirementId: string;
                    certificateNumber: string;
                    /** @description GET it with the API key: /api/v1/retirements/{id}/certificate */
                    url: string;
                    /** @description The public verification page */
                    verificationUrl: string;
                };
            };
        };
        CertificateLink: {
            /** Format: uuid */
            retirementId: string;
            certificateNumber: string;
            /** @description A short-lived link to the certificate PDF */
            url: string;
            /** Format: date-time */
            expiresAt: string;
        };
        Error: {
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
        OfferEvent: {
            /** @description evt_…; the same in every delivery and replay of this event */
            id: string;
            /** Format: date-time */
            createdAt: string;
            /** @description false for events of test keys (the sandbox) */
            livemode: boolean;
            /** Format: uuid */
            companyId: string;
            /** @enum {string} */
            type: "offer.ready";
            data: {
                /** @description The offer, as the Portfolio Manager shows it */
                offer: {
                    [key: string]: unknown;
                };
            };
        };
        Order: {
            /** Format: uuid */
            id: string;
            /** @description Null for sandbox orders */
            number: string | null;
            /**
             * @description placed → paid → delivered; placed orders can be cancelled
             * @enum {string}
             */
            status: "placed" | "paid" | "delivered" | "cancelled";
            /**
             * @description sandbox: a test key’s answer, from the sandbox inventory, never live stock
             * @enum {string}
             */
            inventory: "live" | "sandbox";
            lines: components["schemas"]["OrderLine"][];
            quantityKg: number;
            /** @description Deprecated: quantityKg / 1000 */
            totalTonnes: number;
            /** @description Sum of the lines, at placement prices (EUR cents) */
            totalCents: number;
            /** @enum {string} */
            currency: "EUR";
            /** @description Your own key-value pairs (strings; at most 20 keys of up to 40 characters, values up to 500); echoed in answers and webhooks */
            metadata: {
                [key: string]: string;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            paidAt: string | null;
            /** Format: date-time */
            deliveredAt: string | null;
            /** Format: date-time */
            cancelledAt: string | null;
        };
        OrderEvent: {
            /** @description evt_…; the same in every delivery and replay of this event */
            id: string;
            /** Format: date-time */
            createdAt: string;
            /** @description false for events of test keys (the sandbox) */
            livemode: boolean;
            /** Format: uuid */
            companyId: string;
            /** @enum {string} */
            type: "order.placed" | "order.paid" | "order.delivered" | "order.cancelled";
            data: {
                order: components["schemas"]["Order"];
            };
        };
        OrderLine: {
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
            quantityKg: number;
            /** @description Deprecated: quantityKg / 1000 */
            tonnes: number;
            /** @description Price per tonne (EUR cents) */
            priceCents: number;
            /** @description quantityKg × priceCents / 1000, rounded half up to a cent (EUR cents) */
            lineTotalCents: number;
        };
        OrderList: {
            data: components["schemas"]["Order"][];
            /** @description More items follow this page */
            hasMore: boolean;
            /** @description Pass as cursor for the next page; null at the end */
            nextCursor: string | null;
        };
        OrderRequestInput: {
            lines: {
                /** Format: uuid */
                projectId: string;
                vintage: number;
                /** @description Whole kilograms, at least 1 */
                quantityKg?: number;
                /** @description Deprecated: whole tonnes; send quantityKg instead */
                tonnes?: number;
            }[];
            /**
             * @description Must be true to order forward vintages (delivered once issued)
             * @default false
             */
            acceptForward?: boolean;
            /** @description Your own key-value pairs (strings; at most 20 keys of up to 40 characters, values up to 500); echoed in answers and webhooks */
            metadata?: {
                [key: string]: string;
            };
        };
        Project: {
            /** Format: uuid */
            id: string;
            slug: string;
            name: string;
            /** @description removal, avoidance or removal-avoidance */
            type: string;
            /** @description The project method, e.g. biochar or redd-plus */
            category: string;
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
            /** @description With vintage filters, only the matching ones */
            vintages: components["schemas"]["Vintage"][];
        };
        ProjectList: {
            data: components["schemas"]["Project"][];
            /** @description More items follow this page */
            hasMore: boolean;
            /** @description Pass as cursor for the next page; null at the end */
            nextCursor: string | null;
        };
        Quote: {
            lines: components["schemas"]["OrderLine"][];
            quantityKg: number;
            /** @description Deprecated: quantityKg / 1000 */
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
        QuoteRequestInput: {
            /**
             * Format: uuid
             * @description With vintage: quote this vintage
             */
            projectId?: string;
            vintage?: number;
            /** @description Instead of one vintage: the mix the company's ATLAS plan suggests */
            atlasPlan?: boolean;
            /** @description Either kilograms… */
            quantityKg?: number;
            /** @description Deprecated: whole tonnes; send quantityKg instead */
            tonnes?: number;
            /** @description …or a budget */
            budgetCents?: number;
        };
        Retirement: {
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
            quantityKg: number;
            /** @description Deprecated: quantityKg / 1000 */
            tonnes: number;
            beneficiary: string;
            purpose: string | null;
            certificateNumber: string | null;
            /** @description Registry serials once confirmed; sandbox serials start with TEST- */
            serialStart: string | null;
            serialEnd: string | null;
            registryReference: string | null;
            /** @description Public verification page (live only) */
            verificationUrl: string | null;
            /** @description Your own key-value pairs (strings; at most 20 keys of up to 40 characters, values up to 500); echoed in answers and webhooks */
            metadata: {
                [key: string]: string;
            };
            /** Format: date-time */
            requestedAt: string;
            /** Format: date-time */
            confirmedAt: string | null;
        };
        RetirementEvent: {
            /** @description evt_…; the same in every delivery and replay of this event */
            id: string;
            /** Format: date-time */
            createdAt: string;
            /** @description false for events of test keys (the sandbox) */
            livemode: boolean;
            /** Format: uuid */
            companyId: string;
            /** @enum {string} */
            type: "retirement.confirmed";
            data: {
                retirement: components["schemas"]["Retirement"];
            };
        };
        RetirementList: {
            data: components["schemas"]["Retirement"][];
            /** @description More items follow this page */
            hasMore: boolean;
            /** @description Pass as cursor for the next page; null at the end */
            nextCursor: string | null;
        };
        RetirementRequestInput: {
            /** Format: uuid */
            projectId: string;
            vintage: number;
            /** @description Whole kilograms, at least 1 */
            quantityKg?: number;
            /** @description Deprecated: whole tonnes; send quantityKg instead */
            tonnes?: number;
            beneficiary: string;
            purpose?: string;
            /** @description Your own key-value pairs (strings; at most 20 keys of up to 40 characters, values up to 500); echoed in answers and webhooks */
            metadata?: {
                [key: string]: string;
            };
        };
        Vintage: {
            year: number;
            /**
             * @description issued: exists at the registry; forward: future
             * @enum {string}
             */
            status: "issued" | "forward";
            /** @description Forward vintages only */
            expectedDeliveryYear: number | null;
            /** @description Kilograms the key may order */
            availableKg: number;
            /** @description Deprecated: availableKg in whole tonnes (rounded down) */
            availableTonnes: number;
            /** @description Price per tonne (EUR cents) */
            priceCents: number;
        };
    };
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
                /** @description Items per page, 1–100 */
                limit?: number;
                /** @description nextCursor of the previous page; omit for the first page */
                cursor?: string;
                /** @description Project method */
                category?: "biochar" | "regenerative-agriculture" | "peatland-restoration" | "redd-plus" | "afforestation-reforestation" | "refrigerants" | "mangrove" | "peatland" | "enhanced-weathering" | "soil" | "direct-air-capture" | "mineral-storage" | "ocean" | "clean-energy" | "methane";
                type?: "removal" | "avoidance" | "removal-avoidance";
                /** @description ISO 3166-1 alpha-2 */
                country?: string;
                registry?: "verra" | "gold-standard" | "isometric" | "puro-earth";
                /** @description true: only issued vintages (no forward ones) */
                issued?: "true" | "false";
                minAvailableKg?: number;
                /** @description Per tonne */
                maxPriceCents?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectList"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Project"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listOrders: {
        parameters: {
            query?: {
                /** @description Items per page, 1–100 */
                limit?: number;
                /** @description nextCursor of the previous page; omit for the first page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderList"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelOrder: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listRetirements: {
        parameters: {
            query?: {
                /** @description Items per page, 1–100 */
                limit?: number;
                /** @description nextCursor of the previous page; omit for the first page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RetirementList"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    requestRetirement: {
        parameters: {
            query?: never;
            header?: {
                /** @description Recommended; the same key and body answer with the same retirement */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RetirementRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Retirement"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Retirement"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Retirement"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRetirementCertificate: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateLink"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
