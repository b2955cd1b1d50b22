# cmake -DREADME=README.md -DEXAMPLE=examples/c/readme_example.c -P check-readme.cmake
# Fails unless the README contains the example file verbatim inside a ```c block.
file(READ "${README}" readme)
file(READ "${EXAMPLE}" example)
string(FIND "${readme}" "```c\n${example}```" at)
if(at EQUAL -1)
  message(FATAL_ERROR "README.md does not contain ${EXAMPLE} verbatim in a ```c block: "
                      "copy the file into the README (or the README's code into the file)")
endif()
message(STATUS "README.md shows ${EXAMPLE} verbatim")
