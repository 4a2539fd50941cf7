//! OpenAPI paths of the generic resource endpoints, generated from each resource's own description
//! (its body types, sortable fields and parent filters) by the same [`ResourceRoutes`] that serves them,
//! so a resource cannot be served without being documented.

use utoipa::openapi::path::{HttpMethod, OperationBuilder, ParameterBuilder, ParameterIn};
use utoipa::openapi::request_body::RequestBodyBuilder;
use utoipa::openapi::schema::{ArrayBuilder, KnownFormat, ObjectBuilder, SchemaFormat, Type};
use utoipa::openapi::security::SecurityRequirement;
use utoipa::openapi::{ContentBuilder, OpenApi, Ref, RefOr, Required, ResponseBuilder, Schema};
use utoipa::{PartialSchema, ToSchema};

use utoipa::openapi::path::Paths;
use utoipa_actix_web::OpenApiFactory;

use crate::routes::resources::{ApiResource, ResourceRoutes};

fn reference(name: &str) -> RefOr<Schema> {
    RefOr::Ref(Ref::from_schema_name(name))
}

fn json_response(description: &str, schema: RefOr<Schema>) -> utoipa::openapi::Response {
    ResponseBuilder::new()
        .description(description)
        .content("application/json", ContentBuilder::new().schema(Some(schema)).build())
        .build()
}

fn error(description: &str) -> utoipa::openapi::Response {
    json_response(description, reference("ErrorBody"))
}

fn integer() -> ObjectBuilder {
    ObjectBuilder::new().schema_type(Type::Integer).format(Some(SchemaFormat::KnownFormat(KnownFormat::Int64)))
}

fn query(name: &str, schema: ObjectBuilder, description: &str) -> utoipa::openapi::path::Parameter {
    ParameterBuilder::new()
        .name(name)
        .parameter_in(ParameterIn::Query)
        .required(Required::False)
        .description(Some(description))
        .schema(Some(schema))
        .build()
}

fn id_parameter() -> utoipa::openapi::path::Parameter {
    ParameterBuilder::new()
        .name("id")
        .parameter_in(ParameterIn::Path)
        .required(Required::True)
        .schema(Some(integer()))
        .build()
}

/// The search, order and parent filters a resource's list and its CSV export share. An empty `sort` or
/// `order` is the default one.
pub(crate) fn search_and_order<R: ApiResource>() -> Vec<utoipa::openapi::path::Parameter> {
    let text = || ObjectBuilder::new().schema_type(Type::String);
    let sortable = std::iter::once("").chain(R::SORTABLE.iter().copied());
    let mut parameters = vec![
        query("q", text(), "Case-insensitive search; % and _ literal."),
        query("sort", text().enum_values(Some(sortable)), "Sort field."),
        query("order", text().enum_values(Some(["", "asc", "desc"])), "asc or desc."),
    ];
    parameters.extend(R::PARENTS.iter().map(|parent| query(parent, integer(), "Parent filter.")));
    parameters
}

impl<R: ApiResource> ResourceRoutes<R> {
    /// The paths this resource's routes answer (relative to `/api`) and the schemas they name.
    fn described(&self) -> OpenApi {
        let mut openapi = OpenApi::default();
        add_resource::<R>(&mut openapi);
        crate::routes::exchange::document::<R>(&mut openapi, self.import.is_some());
        openapi
    }
}

impl<R: ApiResource> OpenApiFactory for ResourceRoutes<R> {
    fn paths(&self) -> Paths {
        self.described().paths
    }

    fn schemas(&self, schemas: &mut Vec<(String, RefOr<Schema>)>) {
        schemas.extend(self.described().components.into_iter().flat_map(|components| components.schemas));
    }
}

/// Adds `/{KIND}` and `/{KIND}/{id}` with their five operations and the resource's schemas.
fn add_resource<R: ApiResource>(openapi: &mut OpenApi) {
    let body = R::name().to_string();
    let input = R::Input::name().to_string();
    let components = openapi.components.get_or_insert_with(Default::default);
    components.schemas.insert(body.clone(), R::schema());
    components.schemas.insert(input.clone(), R::Input::schema());
    let mut nested = Vec::new();
    R::schemas(&mut nested);
    R::Input::schemas(&mut nested);
    components.schemas.extend(nested);

    let tag = R::KIND;
    // Every operation: the resource's tag, `{verb}_{tag}` as its id, a bearer token.
    let operation = |verb: &str| {
        OperationBuilder::new()
            .tag(tag)
            .operation_id(Some(format!("{verb}_{tag}")))
            .securities(Some([SecurityRequirement::new("bearer", Vec::<String>::new())]))
    };
    let page = ObjectBuilder::new()
        .property("items", ArrayBuilder::new().items(reference(&body)))
        .property("total", integer())
        .property("page", integer())
        .property("pageSize", integer())
        .required("items")
        .required("total")
        .required("page")
        .required("pageSize");
    let input_body = || {
        RequestBodyBuilder::new()
            .content("application/json", ContentBuilder::new().schema(Some(reference(&input))).build())
            .required(Some(Required::True))
            .build()
    };

    let mut list = operation("list")
        .summary(Some(format!("{} (a page)", R::LABEL.it)))
        .parameter(query("page", integer().minimum(Some(1)), "From 1."))
        .parameter(query("pageSize", integer().minimum(Some(1)).maximum(Some(100)), "1..100, default 10."));
    for parameter in search_and_order::<R>() {
        list = list.parameter(parameter);
    }
    let list = list
        .response("200", json_response("A page", RefOr::T(Schema::Object(page.build()))))
        .response("400", error("`bad_request`: page, pageSize, sort or order out of bounds"))
        .response("401", error("`unauthorized`"))
        .response("403", error("`forbidden`"));

    let create = operation("create")
        .request_body(Some(input_body()))
        .response("201", json_response("Created", reference(&body)))
        .response("403", error("`forbidden`: administrators only"))
        .response("409", error("`conflict`: a duplicate"))
        .response("422", error("`validation_failed` with `details`"));
    let get = operation("get")
        .parameter(id_parameter())
        .response("200", json_response("The item", reference(&body)))
        .response("404", error("`not_found`: absent or hidden from the caller"));
    let update = operation("update")
        .parameter(id_parameter())
        .request_body(Some(input_body()))
        .response("200", json_response("Updated", reference(&body)))
        .response("404", error("`not_found`"))
        .response("409", error("`conflict`: a duplicate"))
        .response("422", error("`validation_failed` with `details`"));
    let delete = operation("delete")
        .parameter(id_parameter())
        .response("204", ResponseBuilder::new().description("Deleted").build())
        .response("404", error("`not_found`"))
        .response("409", error("`in_use`: what holds it; deactivate it instead"));

    let collection = format!("/{}", R::KIND);
    let item = format!("/{}/{{id}}", R::KIND);
    openapi.paths.add_path_operation(&collection, vec![HttpMethod::Get], list);
    openapi.paths.add_path_operation(&collection, vec![HttpMethod::Post], create);
    openapi.paths.add_path_operation(&item, vec![HttpMethod::Get], get);
    openapi.paths.add_path_operation(&item, vec![HttpMethod::Put], update);
    openapi.paths.add_path_operation(&item, vec![HttpMethod::Delete], delete);
}
