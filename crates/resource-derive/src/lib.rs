//! `#[derive(Resource)]`: one annotated struct (the entity the API answers) declares a catalogue or
//! organisation resource, and the derive writes everything else the domain needs of it:
//!
//! - `{Name}Input`, the body a client sends: every written field optional, camelCase, its OpenAPI schema;
//! - `{Name}Draft`, the validated fields a store writes, with their names as `FIELDS`;
//! - the domain's `Resource` impl: labels, kind, read access and `validate` through `Check`;
//! - `{Name}Sort` and `{Name}Parent`, the typed keys a list sorts and narrows by (`Listed`), which a store
//!   maps with an exhaustive `match`, so a key without a column does not compile;
//! - the `Exchange` impl: the CSV file's name, columns and the key an import matches rows by.
//!
//! `#[derive(SortKey)]` gives the lists that are not resources (users, requests…) the same typed sort key,
//! from an enum written out.
//!
//! The generated code names the domain crate's items by `crate::` paths: the derive is the domain's own.
//!
//! Struct attributes, `#[resource(...)]`: `kind = "productpart"`, `label = "Parte"`, `label_en = "Part"`,
//! `read = Filtered`, `sort(field, …)` (the first is the default), `parents(name, …)` (the list's parent
//! filters, e.g. `category_id`), `file = "parti"`, `key(field, …)` (an import's match; none: export only),
//! `omitted(field, …)` (fields with no column), `then = path` (a check over the whole draft,
//! `fn(&mut Check, &Draft)`, after every field's).
//!
//! Field attributes, `#[resource(...)]`: `check = method` or `check = method(args…)` (calls
//! `check.method("fieldName", input.field, args…)`), `check_own = method` (a check that names its field
//! itself: `check.method(input.field)`), `check_with = path` or `check_with = path(args…)` (calls
//! `path(check, input.field, args…)`), `default = expr` (absent is `expr`), `input = Type` (the body's type
//! when it is not `Option<T>`), `first` (checked before the other fields, so its errors come first),
//! `column = "Header"` (its CSV column), `optional_column` (a file may leave it out), `kind = Money` (the
//! column's `Kind` when its type does not say), `joined` (read with the row, never written). `id`,
//! `created_at` and `updated_at` are the row's own.
//!
//! Fields are checked in their order (`first` ones before the rest), each into a variable of its name, so
//! the arguments of a check may name a field checked before it (`check_with = unit_price(kind)`), or the
//! body (`input.name`) when that field is not yet checked.

use heck::{ToLowerCamelCase, ToUpperCamelCase};
use proc_macro::TokenStream;
use proc_macro2::{Span, TokenStream as Tokens};
use quote::{format_ident, quote};
use syn::{Attribute, Data, DeriveInput, Expr, Fields, Ident, LitStr, Path, Type, parse_macro_input};

#[proc_macro_derive(Resource, attributes(resource))]
pub fn derive_resource(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    expand(&input).unwrap_or_else(syn::Error::into_compile_error).into()
}

/// `#[derive(SortKey)]` on an enum of unit variants, the fields a list that is not a resource sorts by (the
/// default first): the domain's `SortKey` and the names the API knows them by.
#[proc_macro_derive(SortKey)]
pub fn derive_sort_key(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    sort_key_of(&input).unwrap_or_else(syn::Error::into_compile_error).into()
}

fn sort_key_of(input: &DeriveInput) -> syn::Result<Tokens> {
    let Data::Enum(data) = &input.data else {
        return Err(syn::Error::new_spanned(input, "a sort key is an enum"));
    };
    let variants = data
        .variants
        .iter()
        .map(|variant| match variant.fields {
            Fields::Unit => Ok(variant.ident.clone()),
            _ => Err(syn::Error::new_spanned(variant, "a sort key's variants carry nothing")),
        })
        .collect::<syn::Result<Vec<_>>>()?;
    if variants.is_empty() {
        return Err(syn::Error::new_spanned(input, "a sort key has at least its default"));
    }
    Ok(sort_key(&input.ident, &variants))
}

/// The `SortKey` impl of the enum `name` of `variants`, and the names as `NAMES` for what wants them as
/// strings (the list's parsing, the document): each the variant's in camelCase (`LastName`: `lastName`).
fn sort_key(name: &Ident, variants: &[Ident]) -> Tokens {
    let names: Vec<String> = variants.iter().map(|variant| variant.to_string().to_lower_camel_case()).collect();
    quote! {
        impl crate::catalogue::SortKey for #name {
            const ALL: &'static [Self] = &[#(Self::#variants),*];

            fn name(self) -> &'static str {
                match self {
                    #(Self::#variants => #names,)*
                }
            }
        }

        impl #name {
            /// Every key's name in the API, the default first.
            pub const NAMES: &'static [&'static str] = &[#(#names),*];
        }
    }
}

/// What the struct's own `#[resource(...)]` says.
#[derive(Default)]
struct Declaration {
    kind: Option<LitStr>,
    label: Option<LitStr>,
    label_en: Option<LitStr>,
    read: Option<Ident>,
    sort: Vec<Ident>,
    parents: Vec<Ident>,
    file: Option<LitStr>,
    key: Vec<Ident>,
    omitted: Vec<Ident>,
    then: Option<Path>,
}

/// One field and what its `#[resource(...)]` says.
struct Field {
    ident: Ident,
    ty: Type,
    docs: Vec<Attribute>,
    check: Option<Expr>,
    check_own: Option<Ident>,
    check_with: Option<Expr>,
    default: Option<Expr>,
    input: Option<Type>,
    column: Option<LitStr>,
    /// A file may leave the column out (one added after files were first exported).
    optional_column: bool,
    kind: Option<Expr>,
    first: bool,
    joined: bool,
}

impl Field {
    /// Written by the client and stored: neither the row's own nor read with it.
    fn written(&self) -> bool {
        !self.joined && !["id", "created_at", "updated_at"].contains(&self.ident.to_string().as_str())
    }
}

/// A parenthesised list of identifiers: `sort(name, code)`.
fn idents(meta: &syn::meta::ParseNestedMeta) -> syn::Result<Vec<Ident>> {
    let mut found = Vec::new();
    meta.parse_nested_meta(|inner| {
        found.push(inner.path.require_ident()?.clone());
        Ok(())
    })?;
    Ok(found)
}

fn declaration(attrs: &[Attribute]) -> syn::Result<Declaration> {
    let mut declared = Declaration::default();
    for attr in attrs.iter().filter(|attr| attr.path().is_ident("resource")) {
        attr.parse_nested_meta(|meta| {
            let name = meta.path.require_ident()?.to_string();
            match name.as_str() {
                "kind" => declared.kind = Some(meta.value()?.parse()?),
                "label" => declared.label = Some(meta.value()?.parse()?),
                "label_en" => declared.label_en = Some(meta.value()?.parse()?),
                "read" => declared.read = Some(meta.value()?.parse()?),
                "file" => declared.file = Some(meta.value()?.parse()?),
                "then" => declared.then = Some(meta.value()?.parse()?),
                "sort" => declared.sort = idents(&meta)?,
                "parents" => declared.parents = idents(&meta)?,
                "key" => declared.key = idents(&meta)?,
                "omitted" => declared.omitted = idents(&meta)?,
                _ => return Err(meta.error(format!("unknown resource attribute `{name}`"))),
            }
            Ok(())
        })?;
    }
    Ok(declared)
}

fn field(field: &syn::Field) -> syn::Result<Field> {
    let ident = field.ident.clone().ok_or_else(|| syn::Error::new_spanned(field, "a resource's fields have names"))?;
    let mut found = Field {
        ident,
        ty: field.ty.clone(),
        docs: field.attrs.iter().filter(|attr| attr.path().is_ident("doc")).cloned().collect(),
        check: None,
        check_own: None,
        check_with: None,
        default: None,
        input: None,
        column: None,
        optional_column: false,
        kind: None,
        first: false,
        joined: false,
    };
    for attr in field.attrs.iter().filter(|attr| attr.path().is_ident("resource")) {
        attr.parse_nested_meta(|meta| {
            let name = meta.path.require_ident()?.to_string();
            match name.as_str() {
                "check" => found.check = Some(meta.value()?.parse()?),
                "check_own" => found.check_own = Some(meta.value()?.parse()?),
                "check_with" => found.check_with = Some(meta.value()?.parse()?),
                "default" => found.default = Some(meta.value()?.parse()?),
                "input" => found.input = Some(meta.value()?.parse()?),
                "column" => found.column = Some(meta.value()?.parse()?),
                "kind" => found.kind = Some(meta.value()?.parse()?),
                "optional_column" => found.optional_column = true,
                "first" => found.first = true,
                "joined" => found.joined = true,
                _ => return Err(meta.error(format!("unknown resource field attribute `{name}`"))),
            }
            Ok(())
        })?;
    }
    Ok(found)
}

/// `sort_order` → `sortOrder`, the name the API and the files use (serde's `camelCase`).
fn camel(ident: &Ident) -> String {
    ident.to_string().to_lower_camel_case()
}

/// `sort_order` → `SortOrder`, an enum variant.
fn pascal(ident: &Ident) -> Ident {
    format_ident!("{}", ident.to_string().to_upper_camel_case())
}

/// `Option<T>`'s `T`.
fn optional(ty: &Type) -> Option<&Type> {
    let Type::Path(path) = ty else { return None };
    let last = path.path.segments.last()?;
    if last.ident != "Option" {
        return None;
    }
    match &last.arguments {
        syn::PathArguments::AngleBracketed(args) => match args.args.first()? {
            syn::GenericArgument::Type(inner) => Some(inner),
            _ => None,
        },
        _ => None,
    }
}

/// The draft's value of a field, from the input's: its check, its default, or as sent.
fn validated(field: &Field) -> syn::Result<Tokens> {
    let ident = &field.ident;
    let name = camel(ident);
    match &field.check_with {
        Some(Expr::Path(check_with)) => return Ok(quote! { #check_with(check, input.#ident) }),
        Some(Expr::Call(call)) => {
            let (check_with, args) = (&call.func, &call.args);
            return Ok(quote! { #check_with(check, input.#ident, #args) });
        }
        Some(other) => return Err(syn::Error::new_spanned(other, "`check_with` names a function")),
        None => {}
    }
    if let Some(method) = &field.check_own {
        return Ok(quote! { check.#method(input.#ident) });
    }
    match (&field.check, &field.default) {
        (Some(Expr::Path(method)), None) => Ok(quote! { check.#method(#name, input.#ident) }),
        (Some(Expr::Call(call)), None) => {
            let (method, args) = (&call.func, &call.args);
            Ok(quote! { check.#method(#name, input.#ident, #args) })
        }
        (Some(other), None) => Err(syn::Error::new_spanned(other, "`check` names a method of `Check`")),
        (None, Some(default)) => Ok(quote! { input.#ident.unwrap_or(#default) }),
        (Some(_), Some(default)) => Err(syn::Error::new_spanned(default, "a checked field has no default")),
        (None, None) if field.input.is_some() => {
            Err(syn::Error::new_spanned(ident, "a field whose input type differs needs `check_with`"))
        }
        (None, None) if optional(&field.ty).is_some() => Ok(quote! { input.#ident }),
        (None, None) => Ok(quote! { input.#ident.unwrap_or_default() }),
    }
}

/// The bounds a field's check states (`crate::catalogue::bounds`, a function of the check's name and
/// arguments): none for a `check_with`, whose function says what it accepts in its own words.
fn bounds(field: &Field) -> Option<Tokens> {
    if let Some(method) = &field.check_own {
        return Some(quote! { crate::catalogue::bounds::#method() });
    }
    match field.check.as_ref()? {
        Expr::Path(method) => Some(quote! { crate::catalogue::bounds::#method() }),
        Expr::Call(call) => {
            let (method, args) = (&call.func, &call.args);
            Some(quote! { crate::catalogue::bounds::#method(#args) })
        }
        _ => None,
    }
}

/// The column's kind: as declared, or what its type says.
fn column_kind(field: &Field) -> syn::Result<Tokens> {
    if let Some(kind) = &field.kind {
        return Ok(quote! {{
            #[allow(unused_imports)]
            use crate::exchange::{Book, Kind::*};
            #kind
        }});
    }
    let ty = optional(&field.ty).unwrap_or(&field.ty);
    let named = quote!(#ty).to_string().replace(' ', "");
    let kind = match named.as_str() {
        "String" => quote!(Text),
        "i32" => quote!(Int),
        "bool" => quote!(Bool),
        "DateTime<Utc>" | "chrono::DateTime<chrono::Utc>" => quote!(Date),
        _ => return Err(syn::Error::new_spanned(&field.ty, "say the column's `kind`: its type does not")),
    };
    Ok(quote!(crate::exchange::Kind::#kind))
}

fn expand(input: &DeriveInput) -> syn::Result<Tokens> {
    let entity = &input.ident;
    let Data::Struct(data) = &input.data else {
        return Err(syn::Error::new_spanned(input, "a resource is a struct"));
    };
    let Fields::Named(named) = &data.fields else {
        return Err(syn::Error::new_spanned(input, "a resource's fields have names"));
    };
    let fields = named.named.iter().map(field).collect::<syn::Result<Vec<_>>>()?;
    let declared = declaration(&input.attrs)?;
    let required = |value: &Option<LitStr>, what: &str| {
        value.clone().ok_or_else(|| syn::Error::new(Span::call_site(), format!("a resource says its `{what}`")))
    };
    let (kind, label, label_en) = (
        required(&declared.kind, "kind")?,
        required(&declared.label, "label")?,
        required(&declared.label_en, "label_en")?,
    );
    let read = declared.read.clone().ok_or_else(|| syn::Error::new(Span::call_site(), "a resource says its `read`"))?;
    let field_named = |ident: &Ident| {
        fields
            .iter()
            .find(|field| field.ident == *ident)
            .ok_or_else(|| syn::Error::new_spanned(ident, format!("`{ident}` is not a field of {entity}")))
    };

    let input_name = format_ident!("{entity}Input");
    let draft_name = format_ident!("{entity}Draft");
    let sort_name = format_ident!("{entity}Sort");
    let parent_name = format_ident!("{entity}Parent");
    let written: Vec<&Field> = fields.iter().filter(|field| field.written()).collect();

    let bounded: Vec<(&Field, Tokens)> =
        written.iter().filter_map(|field| bounds(field).map(|bounds| (*field, bounds))).collect();
    let bounds_fns = bounded.iter().map(|(field, bounds)| {
        let schema = format_ident!("schema_of_{}", field.ident);
        quote! {
            fn #schema() -> utoipa::openapi::schema::Object {
                crate::catalogue::optional_schema(#bounds)
            }
        }
    });
    let input_fields = written.iter().map(|field| {
        let ident = &field.ident;
        let schema = bounded.iter().any(|(bounded, _)| bounded.ident == *ident).then(|| {
            let schema = format_ident!("schema_of_{ident}");
            quote! { #[cfg_attr(feature = "openapi", schema(schema_with = #input_name::#schema))] }
        });
        let ty = match (&field.input, optional(&field.ty)) {
            (Some(input), _) => quote!(#input),
            (None, Some(_)) => {
                let ty = &field.ty;
                quote!(#ty)
            }
            (None, None) => {
                let ty = &field.ty;
                quote!(Option<#ty>)
            }
        };
        quote! { #schema pub #ident: #ty, }
    });
    let draft_fields = written.iter().map(|field| {
        let (ident, ty, docs) = (&field.ident, &field.ty, &field.docs);
        quote! { #(#docs)* pub #ident: #ty, }
    });
    let field_names = written.iter().map(|field| field.ident.to_string());
    // `first` fields before the rest, each in its declared order.
    let checked = written.iter().filter(|field| field.first).chain(written.iter().filter(|field| !field.first));
    let checks = checked
        .map(|field| {
            let ident = &field.ident;
            validated(field).map(|value| quote! { let #ident = #value; })
        })
        .collect::<syn::Result<Vec<_>>>()?;
    let draft_values = written.iter().map(|field| &field.ident);
    let then = declared.then.as_ref().map(|then| quote! { #then(check, &draft); });

    for ident in &declared.sort {
        field_named(ident)?;
    }
    if declared.sort.is_empty() {
        return Err(syn::Error::new(Span::call_site(), "a resource says its `sort(...)` fields"));
    }
    let sort_variants: Vec<Ident> = declared.sort.iter().map(pascal).collect();
    let sort_key = sort_key(&sort_name, &sort_variants);
    let parent_variants: Vec<Ident> = declared.parents.iter().map(pascal).collect();
    let parent_names: Vec<String> = declared.parents.iter().map(camel).collect();
    let sort_doc = format!("A field a list of {entity} rows sorts by; the first is the default.");
    let parent_doc = format!("A parent a list of {entity} rows is narrowed to, with its id.");

    let exchange = match &declared.file {
        None => quote!(),
        Some(file) => {
            let columns = fields
                .iter()
                .filter_map(|field| field.column.as_ref().map(|header| (field, header)))
                .map(|(field, header)| {
                    let name = camel(&field.ident);
                    let kind = column_kind(field)?;
                    let import = field.written();
                    let optional = field.optional_column;
                    Ok(quote! {
                        crate::exchange::Column {
                            header: #header, field: #name, kind: #kind, import: #import, optional: #optional,
                        },
                    })
                })
                .collect::<syn::Result<Vec<_>>>()?;
            for ident in declared.key.iter().chain(&declared.omitted) {
                field_named(ident)?;
            }
            let omitted = declared.omitted.iter().map(camel);
            let key = declared.key.iter().map(camel);
            let matched = if declared.key.is_empty() {
                quote!(None)
            } else {
                quote!(Some(crate::exchange::Match { key: &[#(#key),*] }))
            };
            quote! {
                impl crate::exchange::Exchange for #entity {
                    const FILE: &'static str = #file;
                    const COLUMNS: &'static [crate::exchange::Column] = &[#(#columns)*];
                    const OMITTED: &'static [&'static str] = &[#(#omitted),*];
                    const MATCH: Option<crate::exchange::Match> = #matched;
                }
            }
        }
    };

    let draft_doc = format!("A {entity} as validated: what a store writes.");
    Ok(quote! {
        // No doc comment: the input's OpenAPI schema names its fields only, as it always has.
        #[derive(Debug, Clone, Default, PartialEq, Eq, serde::Deserialize)]
        #[serde(rename_all = "camelCase")]
        #[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
        pub struct #input_name {
            #(#input_fields)*
        }

        // The bounds of the checked fields, stated in the input's schema.
        #[cfg(feature = "openapi")]
        impl #input_name {
            #(#bounds_fns)*
        }

        #[doc = #draft_doc]
        #[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
        #[serde(rename_all = "camelCase")]
        pub struct #draft_name {
            #(#draft_fields)*
        }

        impl #draft_name {
            /// The declared fields (snake_case), in order: what a CSV's columns must cover.
            pub const FIELDS: &'static [&'static str] = &[#(#field_names),*];
        }

        #[doc = #sort_doc]
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum #sort_name {
            #(#sort_variants,)*
        }

        #sort_key

        #[doc = #parent_doc]
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum #parent_name {
            #(#parent_variants(i64),)*
        }

        impl crate::catalogue::ParentKey for #parent_name {
            const NAMES: &'static [&'static str] = &[#(#parent_names),*];

            fn of(_name: &str, _id: i64) -> Option<Self> {
                match _name {
                    #(#parent_names => Some(Self::#parent_variants(_id)),)*
                    _ => None,
                }
            }
        }

        impl crate::catalogue::Resource for #entity {
            type Input = #input_name;
            type Draft = #draft_name;
            const LABEL: crate::said::ResourceLabel = crate::said::ResourceLabel { it: #label, en: #label_en };
            const KIND: &'static str = #kind;
            const READ: crate::catalogue::ReadAccess = crate::catalogue::ReadAccess::#read;
            const SORTABLE: &'static [&'static str] = #sort_name::NAMES;
            const PARENTS: &'static [&'static str] = &[#(#parent_names),*];

            fn validate(input: #input_name) -> Result<#draft_name, crate::error::DomainError> {
                crate::catalogue::Check::all(|check| {
                    #(#checks)*
                    let draft = #draft_name { #(#draft_values),* };
                    #then
                    draft
                })
            }
        }

        impl crate::catalogue::Listed for #entity {
            type Sort = #sort_name;
            type Parent = #parent_name;
        }

        #exchange
    })
}
