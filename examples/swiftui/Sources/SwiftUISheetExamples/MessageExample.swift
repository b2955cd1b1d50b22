#if canImport(SwiftUI) && canImport(UIKit)
import SheetSwiftUI
import SwiftUI

// The message: excerpt begins
/// A message written in a sheet: a subject field and the message, with a Send button in a
/// footer that rides on the keyboard while the user types. While the keyboard is up the
/// sheet stands at its large detent above it, the field being edited kept in view, and
/// goes back to its own detent when the keyboard goes; the escape gesture takes it down a
/// detent before it dismisses it.
struct MessageExample: View {
    @State private var writing = false
    @State private var status = ""

    var body: some View {
        VStack(spacing: 20) {
            Button("Write a message") { writing = true }
            Text(status)
        }
        .bottomSheet(isPresented: $writing) {
            MessageForm { subject in status = "Sent: \(subject)" }
        }
    }
}

struct MessageForm: View {
    let onSend: (String) -> Void
    @State private var subject = ""
    @State private var message = ""
    @Environment(\.dismissBottomSheet) private var dismiss

    var body: some View {
        MessageFields(subject: $subject, message: $message)
            .bottomSheetDetents([.medium, .large])
            .bottomSheetDragIndicator(.visible)
            .bottomSheetKeyboard(.extend)
            .bottomSheetBackBehavior(.collapse)
            .bottomSheetFooter {
                SendBar {
                    onSend(subject)
                    dismiss()
                }
            }
    }
}
// excerpt ends

/// The form's fields (content: no sheet code), from the top of the sheet down.
struct MessageFields: View {
    @Binding var subject: String
    @Binding var message: String

    var body: some View {
        VStack(spacing: 12) {
            TextField("Subject", text: $subject)
                .textFieldStyle(.roundedBorder)
            TextEditor(text: $message)
                .frame(height: 240)
                .background(Color(uiColor: .secondarySystemBackground))
                .clipShape(RoundedRectangle(cornerRadius: 8))
        }
        .padding(.horizontal, 20)
        .padding(.top, 32)
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

/// The footer (no sheet code): a full-width Send button with a margin around it.
struct SendBar: View {
    let onSend: () -> Void

    var body: some View {
        Button(action: onSend) {
            Text("Send").frame(maxWidth: .infinity)
        }
        .buttonStyle(.borderedProminent)
        .controlSize(.large)
        .padding(.horizontal, 20)
        .padding(.vertical, 12)
        .background(Color(uiColor: .systemBackground))
    }
}
#endif
