//! Colours and line widths of the tile art.
//!
//! The four terrain colours ([`FIELD`], [`CITY`], [`ROAD`], [`WATER`]) are
//! what the pixel test looks for at the edges of every rendered tile, so a
//! change here is a change of the test's expectations too. Widths are in
//! tile units (a tile is 100 units wide).

/// Grass: the ground of every tile.
pub const FIELD: &str = "#8dbb4c";
/// City ground, inside the walls.
pub const CITY: &str = "#d9bd83";
/// City wall, where a city meets a field; also the gate's frame.
pub const WALL: &str = "#7b6a58";
/// The lighter stones along the top of a wall (dashed, for battlements).
pub const BATTLEMENT: &str = "#c9bba5";
/// Roofs of the houses in a city, of a village and of a cloister.
pub const ROOF: &str = "#b5533a";
/// Ridge lines and outlines of buildings.
pub const OUTLINE: &str = "#5a4634";
/// The open gate of a city, and doors.
pub const DOOR: &str = "#3b2f26";
/// Road surface.
pub const ROAD: &str = "#f1ead6";
/// The verges on both sides of a road (and the parapet of a bridge).
pub const VERGE: &str = "#9b8a6c";
/// River water, lake and spring.
pub const WATER: &str = "#4f8fd6";
/// Light water where a spring wells up.
pub const FOAM: &str = "#b7d8f7";
/// River banks.
pub const BANK: &str = "#2f6aa8";
/// Walls of a cloister or a village house.
pub const STONE: &str = "#efe3c4";
/// A pennant's shield.
pub const SHIELD: &str = "#2b4f9e";
/// A shield's rim.
pub const SHIELD_RIM: &str = "#f5f2e8";
/// Animal tracks.
pub const ANIMAL: &str = "#4a3526";
/// Spires and roofs of a cathedral (slate, so it is never taken for a
/// cloister).
pub const SLATE: &str = "#56606e";
/// The rose window of a cathedral.
pub const GLASS: &str = "#3f6fb0";
/// The walls of an inn and of a house standing alone (timber and plaster).
pub const PLASTER: &str = "#f4e2b8";
/// The thatched roof of a house standing alone.
pub const THATCH: &str = "#c99a3c";
/// The sign of an inn.
pub const SIGN: &str = "#e0b030";
/// Goods: wine (a barrel), dark wine red.
pub const WINE: &str = "#7b1e3a";
/// Goods: grain (a sheaf), golden yellow.
pub const GRAIN: &str = "#e8b923";
/// Goods: cloth (a bolt), blue.
pub const CLOTH: &str = "#5b7fdc";
/// The shadow under a bridge deck, where the road below passes under it.
pub const SHADOW: &str = "#4a4233";
/// The parapets along a bridge deck.
pub const PARAPET: &str = "#cbbfa9";
/// The generic marker of a symbol that has no picture yet.
pub const MARKER: &str = "#e0b030";

/// Back of an ordinary tile on the sheets.
pub const BACK: &str = "#d9c9a3";
/// Back of the start tile: dark, as the rulebooks describe.
pub const BACK_START: &str = "#3d342b";
/// Frame drawn on tile backs.
pub const BACK_FRAME: &str = "#8c7a5b";

/// Width of a road's surface.
pub const ROAD_WIDTH: f64 = 9.0;
/// Width of a road with its verges.
pub const VERGE_WIDTH: f64 = 13.0;
/// Width of a river's water.
pub const WATER_WIDTH: f64 = 14.0;
/// Width of a river with its banks.
pub const BANK_WIDTH: f64 = 18.0;
/// Width of a city wall.
pub const WALL_WIDTH: f64 = 3.0;

/// The cone of a volcano (Princess & Dragon).
pub const ASH: &str = "#6d5d52";
/// Lava at a volcano's mouth.
pub const LAVA: &str = "#e0572a";
/// The dragon's mark.
pub const DRAGON: &str = "#c0392b";
/// The light of a magic portal.
pub const MAGIC: &str = "#8e5cc9";
/// The princess's crown.
pub const CROWN: &str = "#f2c230";

/// The pigs of a herd in a field (River II).
pub const PIG: &str = "#eba2b1";
/// The badge of the castle quarter of Carcassonne (The Count).
pub const QUARTER_CASTLE: &str = "#a8322d";
/// The badge of the market quarter.
pub const QUARTER_MARKET: &str = "#d9891a";
/// The badge of the blacksmith quarter.
pub const QUARTER_BLACKSMITH: &str = "#414b57";
/// The badge of the cathedral quarter.
pub const QUARTER_CATHEDRAL: &str = "#2e7f78";
/// The emblem on a quarter's badge.
pub const EMBLEM: &str = "#fbf7ee";
/// The pointed roof of a shrine (the cult): near black violet, so a shrine
/// is never taken for a cloister with its red roof.
pub const SHRINE_ROOF: &str = "#3b2b4f";
/// The flame on a shrine's roof, where a cloister has its cross.
pub const FLAME: &str = "#e8822a";
/// The canvas of a fair's tent: red, striped with [`STONE`].
pub const TENT: &str = "#c8323c";
/// The fence round a fair.
pub const FENCE: &str = "#6b4a2b";
