//! The browser's engine run natively, as one test binary: one module per
//! area, the examples beside them as JSON (read here, then given to the
//! engine as the integers the site ships).

use tilebook_engine::ExampleJson;
use tilebook_wasm::{Core, CoreError};

/// The engine of an example given as JSON (the fixtures' form), read from
/// its integers ([`ExampleJson::code`]) as the page gives them.
pub fn core_of(json: &str) -> Result<Core, CoreError> {
    let ex: ExampleJson =
        serde_json::from_str(json).map_err(|e| CoreError::Other(e.to_string()))?;
    let (table, code) = ex.code();
    Core::new(&table, &code)
}

mod core;
mod goods;
mod names;
mod offers;
mod replay;
