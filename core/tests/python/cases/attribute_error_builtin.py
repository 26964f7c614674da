[].nope
