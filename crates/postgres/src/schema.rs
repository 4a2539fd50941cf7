// @generated automatically by Diesel CLI.

diesel::table! {
    attribute_values (id) {
        id -> Int8,
        attribute_id -> Int8,
        code -> Text,
        value -> Text,
        sort_order -> Int4,
        active -> Bool,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        value_en -> Nullable<Text>,
    }
}

diesel::table! {
    attributes (id) {
        id -> Int8,
        code -> Text,
        name -> Text,
        sort_order -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        name_en -> Nullable<Text>,
    }
}

diesel::table! {
    audit_log (id) {
        id -> Int8,
        created_at -> Timestamptz,
        user_id -> Int8,
        user_name -> Text,
        action -> Text,
        entity_kind -> Text,
        entity_id -> Int8,
        entity_name -> Text,
        changes -> Jsonb,
    }
}

diesel::table! {
    catalogue_versions (id) {
        id -> Int2,
        version -> Int8,
    }
}

diesel::table! {
    companies (id) {
        id -> Int8,
        name -> Text,
        vat_number -> Nullable<Text>,
        email -> Nullable<Text>,
        phone -> Nullable<Text>,
        address -> Nullable<Text>,
        city -> Nullable<Text>,
        country -> Nullable<Text>,
        discount_percent -> Int4,
        account_manager_id -> Nullable<Int8>,
        active -> Bool,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    company_entity_filters (id) {
        id -> Int8,
        company_id -> Int8,
        entity_kind -> Text,
        entity_id -> Int8,
        mode -> Text,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    configuration_scope_versions (scope, id) {
        scope -> Text,
        id -> Int8,
        version -> Int8,
    }
}

diesel::table! {
    configurations_versions (id) {
        id -> Int2,
        version -> Int8,
    }
}

diesel::table! {
    configurators (id) {
        id -> Int8,
        category_id -> Int8,
        name -> Text,
        description -> Nullable<Text>,
        status -> Text,
        definition -> Jsonb,
        published_at -> Nullable<Timestamptz>,
        archived_at -> Nullable<Timestamptz>,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        name_en -> Nullable<Text>,
        description_en -> Nullable<Text>,
    }
}

diesel::table! {
    customers (id) {
        id -> Int8,
        company_id -> Int8,
        name -> Text,
        vat_number -> Nullable<Text>,
        email -> Nullable<Text>,
        phone -> Nullable<Text>,
        address -> Nullable<Text>,
        city -> Nullable<Text>,
        notes -> Nullable<Text>,
        active -> Bool,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    customization_requests (id) {
        id -> Int8,
        configuration_id -> Int8,
        requester_id -> Int8,
        company_id -> Nullable<Int8>,
        message -> Text,
        status -> Text,
        response -> Nullable<Text>,
        reviewed_by_id -> Nullable<Int8>,
        reviewed_at -> Nullable<Timestamptz>,
        replaced_by_id -> Nullable<Int8>,
        configuration_revision -> Int4,
        price_snapshot -> Nullable<Jsonb>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    issued_quotes (id) {
        id -> Int8,
        number -> Text,
        year -> Int4,
        sequence -> Int4,
        configuration_id -> Nullable<Int8>,
        configuration_public_id -> Text,
        revision -> Int4,
        issued_by -> Nullable<Int8>,
        issued_by_name -> Text,
        issued_at -> Timestamptz,
        valid_until -> Date,
        terms -> Text,
        grand_total -> Int8,
        file_name -> Text,
        pdf -> Bytea,
        sha256 -> Text,
    }
}

diesel::table! {
    login_attempts (id) {
        id -> Int8,
        key -> Text,
        attempted_at -> Timestamptz,
    }
}

diesel::table! {
    mail_outbox (id) {
        id -> Int8,
        recipient -> Text,
        subject -> Text,
        body_text -> Text,
        status -> Text,
        attempts -> Int4,
        next_attempt_at -> Timestamptz,
        last_error -> Nullable<Text>,
        sent_at -> Nullable<Timestamptz>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    password_reset_requests (id) {
        id -> Int8,
        email -> Text,
        requested_at -> Timestamptz,
        not_before -> Timestamptz,
    }
}

diesel::table! {
    password_reset_tokens (id) {
        id -> Int8,
        user_id -> Int8,
        token_hash -> Bytea,
        purpose -> Text,
        expires_at -> Timestamptz,
        used_at -> Nullable<Timestamptz>,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    product_categories (id) {
        id -> Int8,
        slug -> Text,
        name -> Text,
        description -> Nullable<Text>,
        image_url -> Nullable<Text>,
        sort_order -> Int4,
        active -> Bool,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        name_en -> Nullable<Text>,
        description_en -> Nullable<Text>,
    }
}

diesel::table! {
    product_configuration_parts (id) {
        id -> Int8,
        configuration_id -> Int8,
        part_id -> Int8,
        quantity -> Int4,
        position -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    product_configuration_revisions (id) {
        id -> Int8,
        configuration_id -> Int8,
        revision -> Int4,
        snapshot -> Jsonb,
        price_snapshot -> Nullable<Jsonb>,
        list_total -> Int8,
        net_total -> Int8,
        created_by_id -> Nullable<Int8>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    product_configuration_values (id) {
        id -> Int8,
        configuration_part_id -> Int8,
        feature_id -> Int8,
        feature_value_id -> Nullable<Int8>,
        numeric_value -> Nullable<Int4>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    product_configurations (id) {
        id -> Int8,
        public_id -> Text,
        owner_id -> Int8,
        company_id -> Nullable<Int8>,
        customer_id -> Nullable<Int8>,
        configurator_id -> Nullable<Int8>,
        category_id -> Int8,
        type_id -> Nullable<Int8>,
        model_id -> Nullable<Int8>,
        name -> Text,
        notes -> Nullable<Text>,
        quantity -> Int4,
        list_total -> Int8,
        net_total -> Int8,
        complete -> Bool,
        valid -> Bool,
        copied_from -> Nullable<Text>,
        version -> Int4,
        revision -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    product_feature_values (id) {
        id -> Int8,
        feature_id -> Int8,
        code -> Text,
        label -> Text,
        price_delta -> Int8,
        swatch -> Nullable<Text>,
        image_url -> Nullable<Text>,
        sort_order -> Int4,
        active -> Bool,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        label_en -> Nullable<Text>,
    }
}

diesel::table! {
    product_features (id) {
        id -> Int8,
        code -> Text,
        name -> Text,
        description -> Nullable<Text>,
        kind -> Text,
        numeric_min -> Nullable<Int4>,
        numeric_max -> Nullable<Int4>,
        numeric_step -> Nullable<Int4>,
        numeric_unit -> Nullable<Text>,
        unit_price -> Nullable<Int8>,
        sort_order -> Int4,
        active -> Bool,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        name_en -> Nullable<Text>,
        description_en -> Nullable<Text>,
    }
}

diesel::table! {
    product_model_attribute_values (model_id, attribute_value_id) {
        model_id -> Int8,
        attribute_value_id -> Int8,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    product_model_parts (id) {
        id -> Int8,
        model_id -> Int8,
        part_id -> Int8,
        required -> Bool,
        min_quantity -> Int4,
        max_quantity -> Int4,
        default_quantity -> Int4,
        sort_order -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    product_models (id) {
        id -> Int8,
        type_id -> Int8,
        code -> Text,
        name -> Text,
        description -> Nullable<Text>,
        image_url -> Nullable<Text>,
        base_price -> Int8,
        sort_order -> Int4,
        active -> Bool,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        name_en -> Nullable<Text>,
        description_en -> Nullable<Text>,
    }
}

diesel::table! {
    product_part_features (part_id, feature_id) {
        part_id -> Int8,
        feature_id -> Int8,
        required -> Bool,
        sort_order -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    product_parts (id) {
        id -> Int8,
        code -> Text,
        name -> Text,
        description -> Nullable<Text>,
        image_url -> Nullable<Text>,
        price -> Int8,
        sort_order -> Int4,
        active -> Bool,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        name_en -> Nullable<Text>,
        description_en -> Nullable<Text>,
    }
}

diesel::table! {
    product_types (id) {
        id -> Int8,
        category_id -> Int8,
        code -> Text,
        name -> Text,
        description -> Nullable<Text>,
        image_url -> Nullable<Text>,
        sort_order -> Int4,
        active -> Bool,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        name_en -> Nullable<Text>,
        description_en -> Nullable<Text>,
    }
}

diesel::table! {
    publish_impact_reports (id) {
        id -> Int8,
        configurator_id -> Int8,
        created_by -> Nullable<Int8>,
        created_at -> Timestamptz,
        report -> Jsonb,
    }
}

diesel::table! {
    quote_counters (year) {
        year -> Int4,
        last_sequence -> Int4,
    }
}

diesel::table! {
    users (id) {
        id -> Int8,
        email -> Text,
        password_hash -> Nullable<Text>,
        role -> Text,
        first_name -> Text,
        last_name -> Text,
        phone -> Nullable<Text>,
        locale -> Text,
        company_id -> Nullable<Int8>,
        customer_id -> Nullable<Int8>,
        active -> Bool,
        token_version -> Int4,
        last_login_at -> Nullable<Timestamptz>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::joinable!(attribute_values -> attributes (attribute_id));
diesel::joinable!(company_entity_filters -> companies (company_id));
diesel::joinable!(configurators -> product_categories (category_id));
diesel::joinable!(customers -> companies (company_id));
diesel::joinable!(customization_requests -> companies (company_id));
diesel::joinable!(customization_requests -> product_configurations (configuration_id));
diesel::joinable!(issued_quotes -> product_configurations (configuration_id));
diesel::joinable!(issued_quotes -> users (issued_by));
// Added by diesel.toml's patch_file: two keys lead to users (requester_id, reviewed_by_id), so diesel prints
// neither; the requester is the join, the reviewer takes an explicit `.on(...)`.
diesel::joinable!(customization_requests -> users (requester_id));
diesel::joinable!(password_reset_tokens -> users (user_id));
diesel::joinable!(product_configuration_parts -> product_configurations (configuration_id));
diesel::joinable!(product_configuration_parts -> product_parts (part_id));
diesel::joinable!(product_configuration_revisions -> product_configurations (configuration_id));
diesel::joinable!(product_configuration_revisions -> users (created_by_id));
diesel::joinable!(product_configuration_values -> product_configuration_parts (configuration_part_id));
diesel::joinable!(product_configuration_values -> product_features (feature_id));
diesel::joinable!(product_configurations -> companies (company_id));
diesel::joinable!(product_configurations -> configurators (configurator_id));
// Added by diesel.toml's patch_file: the key is (customer_id, company_id), which diesel does not print.
diesel::joinable!(product_configurations -> customers (customer_id));
diesel::joinable!(product_configurations -> product_categories (category_id));
diesel::joinable!(product_configurations -> product_models (model_id));
diesel::joinable!(product_configurations -> product_types (type_id));
diesel::joinable!(product_configurations -> users (owner_id));
diesel::joinable!(product_feature_values -> product_features (feature_id));
diesel::joinable!(product_model_attribute_values -> attribute_values (attribute_value_id));
diesel::joinable!(product_model_attribute_values -> product_models (model_id));
diesel::joinable!(product_model_parts -> product_models (model_id));
diesel::joinable!(product_model_parts -> product_parts (part_id));
diesel::joinable!(product_models -> product_types (type_id));
diesel::joinable!(product_part_features -> product_features (feature_id));
diesel::joinable!(product_part_features -> product_parts (part_id));
diesel::joinable!(product_types -> product_categories (category_id));
diesel::joinable!(publish_impact_reports -> configurators (configurator_id));
diesel::joinable!(publish_impact_reports -> users (created_by));

diesel::allow_tables_to_appear_in_same_query!(
    attribute_values,
    attributes,
    audit_log,
    catalogue_versions,
    companies,
    company_entity_filters,
    configuration_scope_versions,
    configurations_versions,
    configurators,
    customers,
    customization_requests,
    issued_quotes,
    login_attempts,
    mail_outbox,
    password_reset_requests,
    password_reset_tokens,
    product_categories,
    product_configuration_parts,
    product_configuration_revisions,
    product_configuration_values,
    product_configurations,
    product_feature_values,
    product_features,
    product_model_attribute_values,
    product_model_parts,
    product_models,
    product_part_features,
    product_parts,
    product_types,
    publish_impact_reports,
    quote_counters,
    users,
);
