#if canImport(SwiftUI) && canImport(UIKit)
import SheetSwiftUI
import SwiftUI

// The note: excerpt begins
/// A note in a sheet that asks before closing: while the note holds unsaved text, a drag,
/// a flick or a tap on the dimmed background does not dismiss it; the sheet comes back
/// and asks whether to discard the note. The page behind recedes while it is up.
struct DraftExample: View {
    @State private var writing = false
    @State private var status = ""

    var body: some View {
        VStack(spacing: 20) {
            Button("Write a note") { writing = true }
            Text(status)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(uiColor: .systemBackground))
        .bottomSheet(isPresented: $writing, onDismiss: { status = "The note has closed" }) {
            NoteView { text in status = "Saved: \(text)" }
        }
    }
}

struct NoteView: View {
    let onSave: (String) -> Void
    @State private var text = ""
    @State private var askingToDiscard = false
    @Environment(\.dismissBottomSheet) private var dismiss

    var body: some View {
        NoteEditor(text: $text) {
            onSave(text)
            text = ""
            dismiss()
        }
        .bottomSheetDetents([.medium, .large])
        .bottomSheetInteractiveDismissDisabled(!text.isEmpty) { askingToDiscard = true }
        .bottomSheetBackgroundRecedes()
        .confirmationDialog("Discard this note?", isPresented: $askingToDiscard) {
            Button("Discard", role: .destructive) {
                text = ""
                dismiss()
            }
            Button("Keep writing", role: .cancel) {}
        }
    }
}
// excerpt ends

/// The note's text and its Save button (content: no sheet code).
struct NoteEditor: View {
    @Binding var text: String
    let onSave: () -> Void

    var body: some View {
        VStack(spacing: 12) {
            TextField("Note", text: $text, axis: .vertical)
                .lineLimit(4...8)
                .textFieldStyle(.roundedBorder)
            Button("Save", action: onSave)
                .buttonStyle(.borderedProminent)
                .disabled(text.isEmpty)
            Spacer()
        }
        .padding(.top, 32)
        .padding(.horizontal, 20)
    }
}
#endif
