import json
print(json.dumps([1]))
def load_plugin():
    import not_a_real_module_xyz
    return not_a_real_module_xyz
load_plugin()
