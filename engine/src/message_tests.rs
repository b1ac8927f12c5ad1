//! Every engine error has a listed message with the variables it gets.

use super::*;
use crate::expansion::{AbbeyError, CatapultError, CountError, CultError, DragonError, TowerError};
use crate::geom::Half;
use std::collections::BTreeSet;

const ALL_TERRAINS: [Terrain; 4] = [Terrain::City, Terrain::Road, Terrain::Field, Terrain::Water];

/// One of every error the engine can report, feature specs included.
fn every_error() -> Vec<Message> {
    let mut out = widget_errors(&ALL_TERRAINS);
    out.extend(
        [
            FeatureSpecError::UnknownType { name: "x".into() },
            FeatureSpecError::UnknownPlace { place: "x".into() },
            FeatureSpecError::NoneOfType {
                ty: FeatureType::City,
            },
            FeatureSpecError::Ambiguous {
                ty: FeatureType::Field,
                count: 2,
            },
            FeatureSpecError::SplitSide { side: Side::N },
            FeatureSpecError::NotAt {
                ty: FeatureType::Road,
                at: Place::Half(Half::Ese),
            },
        ]
        .iter()
        .map(FeatureSpecError::message),
    );
    out.extend(Figure::ALL.into_iter().flat_map(|figure| {
        [
            FollowerError::NoFigureLeft { figure },
            FollowerError::WrongFeature {
                figure,
                feature: FeatureType::Field,
            },
            FollowerError::NeedsOwnFollower { figure },
        ]
        .map(|e| e.message())
    }));
    let sq = (1, -2);
    out.extend(
        [
            StepError::NotInPlay,
            StepError::OutOfOrder,
            StepError::AlreadyActed,
            StepError::BeforePlay,
            StepError::TurnOf {
                player: Player::Blue,
            },
            StepError::NoTile { at: sq },
            StepError::NoFollower { at: sq },
            StepError::NotYours {
                at: sq,
                owner: Player::Red,
            },
            StepError::from(DragonError::NoPrincess),
            StepError::from(DragonError::NoDragonMove),
            StepError::from(DragonError::DragonNotAdjacent { at: sq }),
            StepError::from(DragonError::DragonRevisits { at: sq }),
            StepError::from(DragonError::DragonOntoFairy { at: sq }),
            StepError::from(DragonError::DragonTooFar { steps: 6 }),
            StepError::from(DragonError::DragonStopsEarly { taken: 2 }),
            StepError::from(TowerError::NoTower { at: sq }),
            StepError::from(TowerError::TowerFinished { at: sq }),
            StepError::from(TowerError::TowerEmpty { at: sq }),
            StepError::from(TowerError::NoTowerPieces { pieces: 7 }),
            StepError::from(TowerError::OutOfRange { at: sq, height: 2 }),
            StepError::from(TowerError::CannotCapture {
                figure: Figure::Pig,
            }),
            StepError::from(TowerError::NoExchange),
            StepError::from(TowerError::NoPrisoner {
                from: Player::Blue,
                figure: Figure::Big,
            }),
            StepError::from(TowerError::CannotPay { ransom: 3 }),
            StepError::from(TowerError::NotYourTurn),
            StepError::from(AbbeyError::NotFourFields { at: sq }),
            StepError::from(AbbeyError::BarnTaken { at: sq }),
            StepError::from(AbbeyError::NoWagon),
            StepError::from(AbbeyError::NotAdjacent { at: sq }),
            StepError::from(AbbeyError::AbbeyUsed),
            StepError::from(CountError::QuarterNotEarned),
            StepError::from(CountError::QuarterTwice),
            StepError::from(CountError::NotAFollower {
                figure: Figure::Builder,
            }),
            StepError::from(CountError::NotInQuarter {
                quarter: crate::tile::Quarter::Castle,
            }),
            StepError::from(CountError::CountGuards {
                quarter: crate::tile::Quarter::Blacksmith,
            }),
            StepError::from(CountError::WrongQuarter {
                quarter: crate::tile::Quarter::Cathedral,
            }),
            StepError::from(CountError::NotScoredNow { at: sq }),
            StepError::from(CountError::MarketAtEnd),
            StepError::from(CatapultError::NoFair),
            StepError::from(CatapultError::SecondRound),
            StepError::from(CatapultError::FairAtStart),
            StepError::from(CatapultError::NotSeated {
                player: Player::Black,
            }),
            StepError::from(CatapultError::NamedTwice {
                player: Player::Red,
            }),
            StepError::from(CatapultError::SeduceOwn { at: sq }),
            StepError::from(CatapultError::NoFollowerLeft),
            StepError::from(CatapultError::NotNeighbours {
                thrower: Player::Red,
                catcher: Player::Green,
            }),
        ]
        .iter()
        .map(StepError::message),
    );
    out.extend(turn_errors(&crate::expansion::TurnRules {
        princess_dragon: Some(crate::expansion::DragonRules {
            steps: 6,
            fairy_turn: 1,
            fairy_scoring: 3,
            after_scoring: false,
            princess_must: false,
            fairy_on_tile: false,
        }),
        ..Default::default()
    }));
    out.extend([
        FollowerError::from(AbbeyError::Barn).message(),
        FollowerError::from(AbbeyError::BarnOnCorner).message(),
        FollowerError::from(DragonError::LakeVolcano).message(),
        StepError::from(DragonError::PrincessMust).message(),
        StepError::from(crate::expansion::CountError::OnlyMarketAtEnd {
            quarter: crate::Quarter::Castle,
        })
        .message(),
        StepError::from(AbbeyError::BarnFarmers { at: (0, 0) }).message(),
        PlacementError::from(AbbeyError::NotInHole).message(),
        PlacementError::from(CultError::Neighbours { shrine: true }).message(),
        PlacementError::from(CultError::Neighbours { shrine: false }).message(),
    ]);
    out.extend(
        [
            ReplayError::NoPlayer { turn: 1 },
            ReplayError::NoSeat {
                turn: 1,
                player: Player::Grey,
            },
            ReplayError::TurnOrder {
                turn: 2,
                expected: Player::Red,
                found: Player::Blue,
            },
        ]
        .iter()
        .map(ReplayError::message),
    );
    out
}

#[test]
fn keys_are_the_id_and_the_arguments() {
    let e = PlacementError::EdgeMismatch {
        side: Side::N,
        mine: Terrain::City,
        theirs: Terrain::Field,
    };
    assert_eq!(
        e.message().key(),
        "engine-placement-edge-mismatch:n:city:field"
    );
    let e = FollowerError::Occupied { by: Player::Yellow };
    assert_eq!(e.message().key(), "engine-follower-occupied:yellow");
    assert_eq!(
        PlacementError::Occupied.message().key(),
        "engine-placement-occupied"
    );
    let e = FeatureSpecError::Ambiguous {
        ty: FeatureType::Field,
        count: 3,
    };
    assert_eq!(e.message().key(), "engine-spec-ambiguous:field:3:field@NNW");
    let r = ReplayError::Follower {
        turn: 4,
        step: 0,
        error: FollowerError::NoSupply,
    };
    assert_eq!(r.message(), FollowerError::NoSupply.message());
}

#[test]
fn every_message_is_listed_with_the_variables_it_gets() {
    let listed: std::collections::BTreeMap<&str, &[&str]> = all_messages().collect();
    assert_eq!(listed.len(), all_messages().count(), "no id listed twice");
    let mut used = BTreeSet::from([UNKNOWN_ERROR]);
    for m in every_error() {
        let names: Vec<&str> = m.args.iter().map(|(n, _)| *n).collect();
        assert_eq!(listed.get(m.id), Some(&names.as_slice()), "{}", m.id);
        used.insert(m.id);
        for (_, value) in &m.args {
            if let Some(id) = value.message_id() {
                assert_eq!(listed.get(id), Some(&[].as_slice()), "{id}");
                used.insert(id);
            }
        }
    }
    let all_names = Side::ALL
        .map(Arg::Side)
        .into_iter()
        .chain(ALL_TERRAINS.map(Arg::Terrain))
        .chain(Player::ALL.map(Arg::Player))
        .chain(
            [
                FeatureType::City,
                FeatureType::Road,
                FeatureType::Field,
                FeatureType::River,
                FeatureType::Cloister,
            ]
            .map(Arg::Feature),
        );
    for name in all_names {
        let id = name.message_id().expect("a name");
        assert!(id.ends_with(&format!("-{}", name.code())), "{id}");
        used.insert(id);
    }
    let unused: Vec<&str> = listed
        .keys()
        .filter(|id| !used.contains(*id))
        .copied()
        .collect();
    assert!(unused.is_empty(), "listed but never given: {unused:?}");
}

#[test]
fn the_widget_errors_are_those_its_terrains_allow_each_once() {
    let all = widget_errors(&ALL_TERRAINS);
    let keys: BTreeSet<String> = all.iter().map(Message::key).collect();
    assert_eq!(keys.len(), all.len(), "keys are unique");
    // 3 + 4 sides × 4 × 3 mismatches + 4 river; 4 + river, lake + 6 players; unknown kind.
    assert_eq!(all.len(), 3 + 48 + 4 + 4 + 2 + 6 + 1);
    assert!(keys.contains("engine-placement-edge-mismatch:w:water:road"));
    let land = widget_errors(&[Terrain::City, Terrain::Road, Terrain::Field]);
    assert_eq!(land.len(), 3 + 24 + 4 + 6 + 1);
    assert!(land.iter().all(|m| !m.id.contains("river")));
    assert!(
        land.iter()
            .all(|m| !m.args.contains(&("mine", Arg::Terrain(Terrain::Water))))
    );
}
