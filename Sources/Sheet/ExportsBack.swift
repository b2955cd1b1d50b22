import CSheet
import SheetCore

// Back functions of sheet.h: a back gesture with progress, or a back press.

@c @implementation
public func sheet_back_begin(_ engine: OpaquePointer?, _ sheet: sheet_id, _ t: Double) -> sheet_status {
    withCore(engine) { core throws(SheetError) in try core.beginBack(SheetID(rawValue: sheet), now: t) }
}

@c @implementation
public func sheet_back_progress(_ engine: OpaquePointer?, _ sheet: sheet_id, _ progress: Double, _ t: Double) -> sheet_status {
    withCore(engine) { core throws(SheetError) in try core.updateBack(SheetID(rawValue: sheet), progress: progress, now: t) }
}

@c @implementation
public func sheet_back_cancel(_ engine: OpaquePointer?, _ sheet: sheet_id, _ t: Double) -> sheet_status {
    withCore(engine) { core throws(SheetError) in try core.cancelBack(SheetID(rawValue: sheet), now: t) }
}

@c @implementation
public func sheet_back_commit(_ engine: OpaquePointer?, _ sheet: sheet_id, _ t: Double) -> sheet_status {
    withCore(engine) { core throws(SheetError) in try core.commitBack(SheetID(rawValue: sheet), now: t) }
}
