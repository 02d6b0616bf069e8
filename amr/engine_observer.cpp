// Fanning the engine's calls out to every observer.
#include <algorithm>
#include <vagus/amr/engine_observer.hpp>

namespace vagus::amr {

void ObserverList::Remove(const EngineObserver& observer) {
  observers_.erase(std::remove(observers_.begin(), observers_.end(), &observer), observers_.end());
}

void ObserverList::BeginStep(int64_t step) {
  for (EngineObserver* o : observers_) o->BeginStep(step);
}

void ObserverList::EndStep(int64_t step) {
  for (EngineObserver* o : observers_) o->EndStep(step);
}

void ObserverList::AfterKernels(int level, double seconds) {
  for (EngineObserver* o : observers_) o->AfterKernels(level, seconds);
}

void ObserverList::AfterMessage(int rank, int64_t bytes) {
  for (EngineObserver* o : observers_) o->AfterMessage(rank, bytes);
}

void ObserverList::KernelsTimed(int level, double seconds, int64_t local_cells) {
  for (EngineObserver* o : observers_) o->KernelsTimed(level, seconds, local_cells);
}

void ObserverList::PartTimed(EnginePart part, int level, double seconds) {
  for (EngineObserver* o : observers_) o->PartTimed(part, level, seconds);
}

void ObserverList::Waited(EnginePart part, const MessageWaits& waits) {
  for (EngineObserver* o : observers_) o->Waited(part, waits);
}

void ObserverList::MessageSent(int rank, int64_t bytes) {
  for (EngineObserver* o : observers_) o->MessageSent(rank, bytes);
}

void ObserverList::LinkWaited(int rank, double seconds) {
  for (EngineObserver* o : observers_) o->LinkWaited(rank, seconds);
}

void ObserverList::DataMoved(int64_t bytes) {
  for (EngineObserver* o : observers_) o->DataMoved(bytes);
}

}  // namespace vagus::amr
