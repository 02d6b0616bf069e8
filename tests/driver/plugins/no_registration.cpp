// A shared library that is not a Vagus plug-in: it exports no vagus_register_kernels.
extern "C" int not_a_vagus_plugin() { return 42; }
