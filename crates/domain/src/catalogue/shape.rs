//! One declaration of a resource's fields, from which its three shapes are generated: the entity
//! (what the API answers), the input (the body it accepts) and the draft (the validated input).

/// Declares a resource's fields once and generates:
/// - the entity: `id`, the fields, the `joined` fields (read with the row, never written), then
///   `created_at` and `updated_at`; serialised in camelCase;
/// - the input: every field optional (`Option<T>`, or the field's own type when it already is an
///   `Option`), deserialised in camelCase, defaulting to all absent;
/// - the draft: the fields as validated, which is what a store writes (serialised in camelCase like the
///   entity, so an import compares the two field by field), with its field names as `FIELDS`.
///
/// `field: T => I` gives the input type where the body carries something else than `Option<T>`
/// (a kind named by a string, nested inputs). A field's doc comment goes to the entity and the draft;
/// the input carries none, so a body's schema names the fields only. Every field ends with a comma.
macro_rules! resource_fields {
    // A field whose input type is given.
    (@field $head:tt [$($shared:tt)*] [$($input:tt)*]
        $(#[$attr:meta])* $field:ident: $ty:ty => $input_ty:ty, $($rest:tt)*) => {
        resource_fields!(@field $head
            [$($shared)* $(#[$attr])* $field: $ty,] [$($input)* $field: $input_ty,] $($rest)*);
    };
    // An optional field: absent in the body is absent in the draft.
    (@field $head:tt [$($shared:tt)*] [$($input:tt)*]
        $(#[$attr:meta])* $field:ident: Option<$ty:ty>, $($rest:tt)*) => {
        resource_fields!(@field $head
            [$($shared)* $(#[$attr])* $field: Option<$ty>,] [$($input)* $field: Option<$ty>,] $($rest)*);
    };
    (@field $head:tt [$($shared:tt)*] [$($input:tt)*]
        $(#[$attr:meta])* $field:ident: $ty:ty, $($rest:tt)*) => {
        resource_fields!(@field $head
            [$($shared)* $(#[$attr])* $field: $ty,] [$($input)* $field: Option<$ty>,] $($rest)*);
    };
    (@field [[$(#[$entity_attr:meta])*] $entity:ident [$($joined:tt)*] $input:ident [$(#[$draft_attr:meta])*] $draft:ident]
        [$($(#[$attr:meta])* $field:ident: $ty:ty,)*] [$($input_field:ident: $input_ty:ty,)*]) => {
        $(#[$entity_attr])*
        #[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
        #[serde(rename_all = "camelCase")]
        #[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
        pub struct $entity {
            pub id: i64,
            $($(#[$attr])* pub $field: $ty,)*
            $($joined)*
            pub created_at: chrono::DateTime<chrono::Utc>,
            pub updated_at: chrono::DateTime<chrono::Utc>,
        }

        #[derive(Debug, Clone, Default, PartialEq, Eq, serde::Deserialize)]
        #[serde(rename_all = "camelCase")]
        #[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
        pub struct $input {
            $(pub $input_field: $input_ty,)*
        }

        $(#[$draft_attr])*
        #[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
        #[serde(rename_all = "camelCase")]
        pub struct $draft {
            $($(#[$attr])* pub $field: $ty,)*
        }

        impl $draft {
            /// The declared fields (snake_case), in order: what a CSV's columns must cover.
            pub const FIELDS: &'static [&'static str] = &[$(stringify!($field)),*];
        }
    };
    (
        $(#[$entity_attr:meta])*
        pub struct $entity:ident { $($fields:tt)* }
        $(joined { $($(#[$joined_attr:meta])* $joined:ident: $joined_ty:ty),* $(,)? })?
        input $input:ident;
        $(#[$draft_attr:meta])*
        draft $draft:ident;
    ) => {
        resource_fields!(@field
            [
                [$(#[$entity_attr])*] $entity [$($($(#[$joined_attr])* pub $joined: $joined_ty,)*)?]
                $input [$(#[$draft_attr])*] $draft
            ]
            [] [] $($fields)*
        );
    };
}

pub(super) use resource_fields;
