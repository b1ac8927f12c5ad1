//! The browser's engine run natively, as one test binary: one module per
//! area, the example JSON beside them.

mod core;
mod goods;
mod names;
mod offers;
mod replay;
