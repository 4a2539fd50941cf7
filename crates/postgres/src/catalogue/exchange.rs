//! The CSV import's store: the codes other rows are named by, the stored rows a file may match (one read by
//! code, slug or parent), and the writes of a whole file in one transaction that moves the catalogue
//! version on exactly once.

use diesel::pg::PgConnection;
use diesel::prelude::*;
use domain::RepoError;
use domain::audit::Actor;
use domain::catalogue::{
    Attribute, AttributeValue, Category, Customer, Feature, FeatureValue, FeatureValueDraft, Model, ModelPart, Part,
    ProductType, Resource,
};
use domain::exchange::{Book, CodeBook, ImportStore};
use serde::Serialize;

use super::attributes::{AttributeValues, Attributes};
use super::features::{FeatureValues, Features};
use super::organisation::Customers;
use super::parts::{ModelParts, Parts};
use super::products::{Categories, Models, Types};
use super::support::{Draft, Stored};
use crate::audit;
use crate::error::{TxError, repo_error};
use crate::pool::{DbPool, get};
use crate::schema::{
    attribute_values, attributes, catalogue_versions, companies, customers, product_categories as categories,
    product_feature_values as values, product_features as features, product_model_parts as model_parts,
    product_models as models, product_parts as parts, product_types as types,
};

/// Rows inserted per statement (PostgreSQL binds at most 65,535 parameters).
const INSERT_CHUNK: usize = 1_000;

/// How an import updates stored rows: one statement per row by default (the store's own update, with what
/// hangs off the row); a large table overrides it with one statement per chunk.
pub(crate) trait Updates: Stored {
    fn update_many(conn: &mut PgConnection, updates: &[(i64, Draft<Self>)]) -> Result<(), TxError> {
        for (id, draft) in updates {
            if Self::update_one(conn, *id, draft)? == 0 {
                return Err(TxError::Repo(RepoError::NotFound));
            }
            Self::write_children(conn, *id, draft)?;
        }
        Ok(())
    }
}

impl Updates for Attributes {}
impl Updates for AttributeValues {}
impl Updates for Categories {}
impl Updates for Types {}
impl Updates for Models {}
impl Updates for Parts {}
impl Updates for ModelParts {}
impl Updates for Features {}
impl Updates for Customers {}

/// Feature values are the catalogue's thousands of rows (a price list): updated a chunk per statement, the
/// columns of the chunk bound as arrays. The columns are those `FeatureValueFields` writes (features.rs).
impl Updates for FeatureValues {
    fn update_many(conn: &mut PgConnection, updates: &[(i64, FeatureValueDraft)]) -> Result<(), TxError> {
        use diesel::sql_types::{Array, BigInt, Bool, Integer, Nullable, Text};
        for chunk in updates.chunks(INSERT_CHUNK * 5) {
            let column =
                |pick: fn(&FeatureValueDraft) -> String| chunk.iter().map(|(_, d)| pick(d)).collect::<Vec<_>>();
            let optional =
                |pick: fn(&FeatureValueDraft) -> Option<String>| chunk.iter().map(|(_, d)| pick(d)).collect::<Vec<_>>();
            let written = diesel::sql_query(
                "UPDATE product_feature_values AS v SET feature_id = u.feature_id, code = u.code, label = u.label, \
                 label_en = u.label_en, price_delta = u.price_delta, swatch = u.swatch, image_url = u.image_url, sort_order = u.sort_order, \
                 active = u.active \
                 FROM unnest($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) \
                 AS u(id, feature_id, code, label, label_en, price_delta, swatch, image_url, sort_order, active) \
                 WHERE v.id = u.id",
            )
            .bind::<Array<BigInt>, _>(chunk.iter().map(|(id, _)| *id).collect::<Vec<_>>())
            .bind::<Array<BigInt>, _>(chunk.iter().map(|(_, d)| d.feature_id).collect::<Vec<_>>())
            .bind::<Array<Text>, _>(column(|d| d.code.clone()))
            .bind::<Array<Text>, _>(column(|d| d.label.clone()))
            .bind::<Array<Nullable<Text>>, _>(optional(|d| d.label_en.clone()))
            .bind::<Array<BigInt>, _>(chunk.iter().map(|(_, d)| d.price_delta).collect::<Vec<_>>())
            .bind::<Array<Nullable<Text>>, _>(optional(|d| d.swatch.clone()))
            .bind::<Array<Nullable<Text>>, _>(optional(|d| d.image_url.clone()))
            .bind::<Array<Integer>, _>(chunk.iter().map(|(_, d)| d.sort_order).collect::<Vec<_>>())
            .bind::<Array<Bool>, _>(chunk.iter().map(|(_, d)| d.active).collect::<Vec<_>>())
            .execute(conn)?;
            if written != chunk.len() {
                return Err(TxError::Repo(RepoError::NotFound));
            }
        }
        Ok(())
    }
}

/// The import's store over the catalogue's stores.
#[derive(Clone)]
pub struct PgExchange {
    pool: DbPool,
}

impl PgExchange {
    pub fn new(pool: DbPool) -> Self {
        Self { pool }
    }
}

impl CodeBook for PgExchange {
    fn keys(&self, book: Book) -> Result<Vec<(i64, Option<String>)>, RepoError> {
        let mut conn = get(&self.pool)?;
        let conn = &mut conn;
        let keyed = |rows: Vec<(i64, String)>| rows.into_iter().map(|(id, key)| (id, Some(key))).collect();
        let nested = |rows: Vec<(i64, String, String)>| {
            rows.into_iter().map(|(id, parent, code)| (id, Some(format!("{parent}/{code}")))).collect()
        };
        let keys = match book {
            Book::Attributes => attributes::table.select((attributes::id, attributes::code)).load(conn).map(keyed),
            Book::AttributeValues => attribute_values::table
                .inner_join(attributes::table)
                .select((attribute_values::id, attributes::code, attribute_values::code))
                .load(conn)
                .map(nested),
            Book::Categories => categories::table.select((categories::id, categories::slug)).load(conn).map(keyed),
            Book::Types => types::table
                .inner_join(categories::table)
                .select((types::id, categories::slug, types::code))
                .load(conn)
                .map(nested),
            Book::Models => models::table.select((models::id, models::code)).load(conn).map(keyed),
            Book::Parts => parts::table.select((parts::id, parts::code)).load(conn).map(keyed),
            Book::Features => features::table.select((features::id, features::code)).load(conn).map(keyed),
            Book::Companies => companies::table.select((companies::id, companies::vat_number)).load(conn),
        };
        keys.map_err(repo_error)
    }
}

/// The stored rows with these ids, read on one connection.
fn load<S: Stored>(pool: &DbPool, ids: QueryResult<Vec<i64>>) -> Result<Vec<S::Resource>, RepoError> {
    let ids = ids.map_err(repo_error)?;
    let mut conn = get(pool)?;
    let mut all = Vec::with_capacity(ids.len());
    for chunk in ids.chunks(INSERT_CHUNK * 10) {
        all.extend(S::load_many(&mut conn, chunk).map_err(RepoError::from)?);
    }
    Ok(all)
}

/// The rows with these ids, read on the transaction's connection a chunk at a time.
fn load_all<S: Stored>(conn: &mut PgConnection, ids: &[i64]) -> Result<Vec<S::Resource>, TxError> {
    let mut all = Vec::with_capacity(ids.len());
    for chunk in ids.chunks(INSERT_CHUNK * 10) {
        all.extend(S::load_many(conn, chunk)?);
    }
    Ok(all)
}

/// Writes a file's rows in one transaction, with `actor`'s audit entry of each: the catalogue version's row
/// is locked first, and set at the end to one more than it was, however many statements bumped it in between
/// (one per statement, by trigger).
fn apply<S: Updates>(
    pool: &DbPool,
    creates: &[Draft<S>],
    updates: &[(i64, Draft<S>)],
    actor: &Actor,
) -> Result<(), RepoError>
where
    S::Resource: Serialize,
{
    let mut conn = get(pool)?;
    conn.transaction::<_, TxError, _>(|conn| {
        let version: i64 =
            catalogue_versions::table.find(1i16).select(catalogue_versions::version).for_update().first(conn)?;
        for draft in creates.iter().chain(updates.iter().map(|(_, draft)| draft)) {
            S::check(conn, draft)?;
        }
        let mut written: Vec<i64> = updates.iter().map(|(id, _)| *id).collect();
        let before = load_all::<S>(conn, &written)?;
        for chunk in creates.chunks(INSERT_CHUNK) {
            let ids = S::insert_many(conn, chunk)?;
            for (id, draft) in ids.iter().zip(chunk) {
                S::write_children(conn, *id, draft)?;
            }
            written.extend(ids);
        }
        S::update_many(conn, updates)?;
        let after = load_all::<S>(conn, &written)?;
        audit::record_import(conn, actor, S::Resource::KIND, &before, &after)?;
        let now: i64 = catalogue_versions::table.find(1i16).select(catalogue_versions::version).first(conn)?;
        if now != version {
            diesel::update(catalogue_versions::table.find(1i16))
                .set(catalogue_versions::version.eq(version + 1))
                .execute(conn)?;
        }
        Ok(())
    })
    .map_err(RepoError::from)
}

/// The codes (or slugs) of drafts, for one `= ANY` read.
fn codes<'a>(drafts: impl Iterator<Item = &'a str>) -> Vec<String> {
    let mut codes: Vec<String> = drafts.map(str::to_owned).collect();
    codes.sort_unstable();
    codes.dedup();
    codes
}

fn ids(drafts: impl Iterator<Item = i64>) -> Vec<i64> {
    let mut ids: Vec<i64> = drafts.collect();
    ids.sort_unstable();
    ids.dedup();
    ids
}

/// A resource a file imports: the store it writes through, and the stored rows the file's drafts may match.
pub(crate) trait Imported: Resource + Serialize {
    type Store: Updates<Resource = Self>;

    /// The ids of the stored rows that may share a key with `drafts` (code, slug or parent), in one read.
    fn matching(conn: &mut PgConnection, drafts: &[Self::Draft]) -> QueryResult<Vec<i64>>;
}

impl<R: Imported> ImportStore<R> for PgExchange {
    fn matching(&self, drafts: &[R::Draft]) -> Result<Vec<R>, RepoError> {
        let mut conn = get(&self.pool)?;
        let found = R::matching(&mut conn, drafts);
        // Back to the pool before `load` takes one.
        drop(conn);
        load::<R::Store>(&self.pool, found)
    }

    fn apply(&self, creates: &[R::Draft], updates: &[(i64, R::Draft)], actor: &Actor) -> Result<(), RepoError> {
        apply::<R::Store>(&self.pool, creates, updates, actor)
    }
}

impl Imported for Attribute {
    type Store = Attributes;

    fn matching(conn: &mut PgConnection, drafts: &[Self::Draft]) -> QueryResult<Vec<i64>> {
        let codes = codes(drafts.iter().map(|d| d.code.as_str()));
        attributes::table.filter(attributes::code.eq_any(codes)).select(attributes::id).load(conn)
    }
}

impl Imported for AttributeValue {
    type Store = AttributeValues;

    fn matching(conn: &mut PgConnection, drafts: &[Self::Draft]) -> QueryResult<Vec<i64>> {
        let codes = codes(drafts.iter().map(|d| d.code.as_str()));
        attribute_values::table.filter(attribute_values::code.eq_any(codes)).select(attribute_values::id).load(conn)
    }
}

impl Imported for Category {
    type Store = Categories;

    fn matching(conn: &mut PgConnection, drafts: &[Self::Draft]) -> QueryResult<Vec<i64>> {
        let codes = codes(drafts.iter().map(|d| d.slug.as_str()));
        categories::table.filter(categories::slug.eq_any(codes)).select(categories::id).load(conn)
    }
}

impl Imported for ProductType {
    type Store = Types;

    fn matching(conn: &mut PgConnection, drafts: &[Self::Draft]) -> QueryResult<Vec<i64>> {
        let codes = codes(drafts.iter().map(|d| d.code.as_str()));
        types::table.filter(types::code.eq_any(codes)).select(types::id).load(conn)
    }
}

impl Imported for Model {
    type Store = Models;

    fn matching(conn: &mut PgConnection, drafts: &[Self::Draft]) -> QueryResult<Vec<i64>> {
        let codes = codes(drafts.iter().map(|d| d.code.as_str()));
        models::table.filter(models::code.eq_any(codes)).select(models::id).load(conn)
    }
}

impl Imported for Part {
    type Store = Parts;

    fn matching(conn: &mut PgConnection, drafts: &[Self::Draft]) -> QueryResult<Vec<i64>> {
        let codes = codes(drafts.iter().map(|d| d.code.as_str()));
        parts::table.filter(parts::code.eq_any(codes)).select(parts::id).load(conn)
    }
}

impl Imported for ModelPart {
    type Store = ModelParts;

    fn matching(conn: &mut PgConnection, drafts: &[Self::Draft]) -> QueryResult<Vec<i64>> {
        let parents = ids(drafts.iter().map(|d| d.model_id));
        model_parts::table.filter(model_parts::model_id.eq_any(parents)).select(model_parts::id).load(conn)
    }
}

impl Imported for Feature {
    type Store = Features;

    fn matching(conn: &mut PgConnection, drafts: &[Self::Draft]) -> QueryResult<Vec<i64>> {
        let codes = codes(drafts.iter().map(|d| d.code.as_str()));
        features::table.filter(features::code.eq_any(codes)).select(features::id).load(conn)
    }
}

impl Imported for FeatureValue {
    type Store = FeatureValues;

    fn matching(conn: &mut PgConnection, drafts: &[Self::Draft]) -> QueryResult<Vec<i64>> {
        let (features, codes) =
            (ids(drafts.iter().map(|d| d.feature_id)), codes(drafts.iter().map(|d| d.code.as_str())));
        values::table
            .filter(values::feature_id.eq_any(features))
            .filter(values::code.eq_any(codes))
            .select(values::id)
            .load(conn)
    }
}

impl Imported for Customer {
    type Store = Customers;

    fn matching(conn: &mut PgConnection, drafts: &[Self::Draft]) -> QueryResult<Vec<i64>> {
        let parents = ids(drafts.iter().map(|d| d.company_id));
        customers::table.filter(customers::company_id.eq_any(parents)).select(customers::id).load(conn)
    }
}
