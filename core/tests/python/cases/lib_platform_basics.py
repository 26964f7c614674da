import platform
print(platform.python_implementation(), platform.python_version_tuple()[:2], platform.system())
print(platform.python_version().startswith("3.11"), platform.architecture()[0])
print(type(platform.uname()).__name__, platform.uname().system)
