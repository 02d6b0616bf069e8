// Makes libvagus_advection.so a Vagus kernel plug-in: `vagus run DECK --set
// physics.library=path/to/libvagus_advection.so` loads it and calls this exported function.
#include <vagus/amr/kernel_plugin.hpp>
#include "register_advection.hpp"

VAGUS_KERNEL_PLUGIN(advection::RegisterAdvection)
