//! The JSON bodies the API reads: required ([`Json`]) or optional ([`OptionalJson`]). Both read a number
//! with no fractional part (`692.0`) as the integer it is, as JSON Schema does, and answer a body that does
//! not fit with the field it names and what that field must be, never with a deserializer's text.

use std::future::Future;
use std::pin::Pin;

use actix_web::{FromRequest, HttpMessage, HttpRequest, dev::Payload, web};
use domain::DomainError;
use domain::said::{Sent, Shape, ValueKind};
use serde::de::DeserializeOwned;
use serde_json::{Number, Value};

use crate::error::ApiError;

/// A JSON body the request must carry.
pub struct Json<T>(pub T);

impl<T> Json<T> {
    pub fn into_inner(self) -> T {
        self.0
    }
}

impl<T> std::ops::Deref for Json<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

/// A JSON body the client may leave out (approving a request, copying a configuration as it is): no body
/// at all, or `null`, is `None`. A body that is sent is read exactly as [`Json`]'s.
pub struct OptionalJson<T>(pub Option<T>);

impl<T: DeserializeOwned + 'static> FromRequest for Json<T> {
    type Error = actix_web::Error;
    type Future = Pin<Box<dyn Future<Output = Result<Self, actix_web::Error>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let body = OptionalJson::<T>::from_request(req, payload);
        Box::pin(async move {
            match body.await? {
                OptionalJson(Some(value)) => Ok(Json(value)),
                OptionalJson(None) => Err(bad_request(Shape::BodyMissing)),
            }
        })
    }
}

impl<T: DeserializeOwned + 'static> FromRequest for OptionalJson<T> {
    type Error = actix_web::Error;
    type Future = Pin<Box<dyn Future<Output = Result<Self, actix_web::Error>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        // `web::Bytes` honours the app's body limit (413 beyond it).
        let body = web::Bytes::from_request(req, payload);
        let req = req.clone();
        Box::pin(async move {
            let body = body.await?;
            if body.is_empty() {
                return Ok(Self(None));
            }
            let is_json = matches!(req.mime_type(), Ok(Some(mime))
                if mime.subtype() == "json" || mime.suffix().is_some_and(|suffix| suffix == "json"));
            if !is_json {
                return Err(bad_request(Shape::NotJson));
            }
            let mut value: Value = serde_json::from_slice(&body).map_err(|_| bad_request(Shape::InvalidJson))?;
            // `null` says "no body" as well as an empty one does.
            if value.is_null() {
                return Ok(Self(None));
            }
            // Every body of the contract is an object; serde would also read a struct from an array of its
            // fields in order (`[null, null]`), which the contract does not allow.
            if !value.is_object() {
                return Err(bad_request(Shape::NotAnObject));
            }
            integral_numbers_as_integers(&mut value);
            serde_path_to_error::deserialize(value)
                .map(|value| Self(Some(value)))
                .map_err(|err| bad_request(unfit(Sent::Body, &err.path().to_string(), &err.inner().to_string())))
        })
    }
}

fn bad_request(shape: Shape) -> actix_web::Error {
    ApiError(DomainError::BadRequest(shape.into())).into()
}

/// 2⁵³: up to here every whole number has an f64 of its own; past it, neighbouring integers share one.
const EXACT_IN_F64: f64 = 9_007_199_254_740_992.0;

/// `692.0` becomes `692`: JSON does not tell the two apart, and a field of integers must take both. Only
/// within ±2⁵³, where the float is the very number the client wrote: an integer literal past `i64` (which
/// the parser can only keep as a float, `-9223372036854775809` becoming −2⁶³) or a float past 2⁵³ stays
/// as it is, and the field that expects an integer refuses it instead of taking a neighbour.
fn integral_numbers_as_integers(value: &mut Value) {
    match value {
        Value::Number(number) => {
            if let Some(float) = number.as_f64().filter(|_| number.is_f64())
                && float.fract() == 0.0
                && float.abs() <= EXACT_IN_F64
            {
                #[allow(clippy::cast_possible_truncation)] // whole, and within ±2⁵³: exact
                let integer = float as i64;
                *number = Number::from(integer);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(integral_numbers_as_integers),
        Value::Object(fields) => fields.values_mut().for_each(integral_numbers_as_integers),
        Value::Null | Value::Bool(_) | Value::String(_) => {}
    }
}

/// What is wrong with a body or a query: `field` is where (`parts[0].quantity`, or `.` for the whole),
/// `serde` what the deserializer said, of which only the kind of failure is kept.
pub(crate) fn unfit(sent: Sent, field: &str, serde: &str) -> Shape {
    let quoted = |text: &str| text.split('`').nth(1).unwrap_or_default().to_owned();
    if serde.starts_with("missing field") {
        let name = match field {
            "." | "" => quoted(serde),
            _ => format!("{field}.{}", quoted(serde)),
        };
        return Shape::Missing { sent, name };
    }
    if serde.starts_with("unknown field") {
        return Shape::Unexpected { sent, name: quoted(serde) };
    }
    let field = (!field.is_empty() && field != ".").then(|| field.to_owned());
    if serde.starts_with("unknown variant") {
        let allowed =
            serde.split("expected").nth(1).unwrap_or_default().split('`').skip(1).step_by(2).map(str::to_owned);
        return Shape::NotOneOf { sent, field, allowed: allowed.collect() };
    }
    let expected = serde.rsplit("expected").next().unwrap_or_default();
    let kind = if mentions_integer(expected, &UNSIGNED) {
        ValueKind::WholeFromZero
    } else if serde.contains("invalid digit") || serde.contains("parse integer") || mentions_integer(expected, &SIGNED)
    {
        ValueKind::Whole
    } else if expected.contains("f64") || expected.contains("f32") || expected.contains("number") {
        ValueKind::Number
    } else if expected.contains("bool") {
        ValueKind::Boolean
    } else if expected.contains("string") || expected.contains("char") {
        ValueKind::Text
    } else if expected.contains("sequence") {
        ValueKind::List
    } else if expected.contains("struct") || expected.contains("map") {
        ValueKind::Object
    } else {
        return Shape::Invalid { sent, field };
    };
    Shape::MustBe { sent, field, kind }
}

const UNSIGNED: [&str; 6] = ["u8", "u16", "u32", "u64", "u128", "usize"];
const SIGNED: [&str; 7] = ["integer", "i8", "i16", "i32", "i64", "i128", "isize"];

/// Whether what serde expected names one of these integer types.
fn mentions_integer(expected: &str, types: &[&str]) -> bool {
    expected.split(|c: char| !c.is_ascii_alphanumeric()).any(|word| types.contains(&word))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use domain::said::Language;
    use serde::Deserialize;

    use super::*;

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(rename_all = "camelCase", deny_unknown_fields)]
    struct Body {
        quantity: i64,
        parts: Vec<Part>,
        #[serde(default)]
        status: Option<Status>,
    }

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(rename_all = "camelCase")]
    struct Part {
        part_id: u32,
        #[serde(default)]
        share: Option<f64>,
    }

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(rename_all = "snake_case")]
    enum Status {
        Pending,
        Approved,
    }

    fn read(json: &str) -> Result<Body, String> {
        let mut value: Value = serde_json::from_str(json).unwrap();
        integral_numbers_as_integers(&mut value);
        serde_path_to_error::deserialize(value)
            .map_err(|err| unfit(Sent::Body, &err.path().to_string(), &err.inner().to_string()).render(Language::It))
    }

    #[test]
    fn whole_numbers_written_with_a_fraction_are_integers_and_fractions_stay_numbers() {
        let body =
            read(r#"{"quantity": 692.0, "parts": [{"partId": 3.0, "share": 2.5}, {"partId": 4, "share": 2.0}]}"#);
        let parts = vec![Part { part_id: 3, share: Some(2.5) }, Part { part_id: 4, share: Some(2.0) }];
        assert_eq!(body, Ok(Body { quantity: 692, parts, status: None }));
        assert_eq!(read(r#"{"quantity": 1.5, "parts": []}"#), Err("«quantity» deve essere un numero intero.".into()));
        assert_eq!(read(r#"{"quantity": 1e300, "parts": []}"#), Err("«quantity» deve essere un numero intero.".into()));
        // Floats are integers only as far as f64 holds each one exactly: 2⁵³ is, 2⁵³ + 2 is past it.
        assert_eq!(
            read(r#"{"quantity": -9007199254740992.0, "parts": []}"#).map(|body| body.quantity),
            Ok(-9_007_199_254_740_992)
        );
        assert!(read(r#"{"quantity": 9007199254740994.0, "parts": []}"#).is_err());
        assert!(read(r#"{"quantity": -9223372036854775808.0, "parts": []}"#).is_err());
        // The decimal is read exactly (serde_json's float_roundtrip): this one is whole.
        assert_eq!(
            read(r#"{"quantity": 4364990152531418.0, "parts": []}"#).map(|body| body.quantity),
            Ok(4_364_990_152_531_418)
        );
        // An integer literal one past i64 parses as the float −2⁶³; it must not become i64::MIN.
        assert!(read(r#"{"quantity": -9223372036854775809, "parts": []}"#).is_err());
        assert_eq!(read(r#"{"quantity": -9223372036854775808, "parts": []}"#).map(|body| body.quantity), Ok(i64::MIN));
    }

    #[test]
    fn what_does_not_fit_is_said_with_the_field_and_never_with_the_deserializers_words() {
        assert_eq!(read(r#"{"parts": []}"#), Err("Manca il campo «quantity».".into()));
        assert_eq!(read(r#"{"quantity": 1, "parts": [{}]}"#), Err("Manca il campo «parts[0].partId».".into()));
        assert_eq!(read(r#"{"quantity": "2", "parts": []}"#), Err("«quantity» deve essere un numero intero.".into()));
        assert_eq!(read(r#"{"quantity": 1, "parts": {}}"#), Err("«parts» deve essere un elenco.".into()));
        assert_eq!(read(r#"{"quantity": 1, "parts": [], "x": 1}"#), Err("Il campo «x» non è previsto.".into()));
        assert_eq!(
            read(r#"{"quantity": 1, "parts": [], "status": "lost"}"#),
            Err("Valore non ammesso per «status»: ammessi pending, approved.".into())
        );
        assert_eq!(
            read(r#"{"quantity": 1, "parts": [{"partId": -1}]}"#),
            Err("«parts[0].partId» deve essere un numero intero da 0 in su.".into())
        );
    }
}
