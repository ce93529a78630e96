"""pip install . for the Python module gridnav, offline, with Debian's python3-pip and
python3-setuptools: the compiled part is built by the project's CMake (the target
gridnav_python) and copied into the package.

    python3 -m venv --system-site-packages /tmp/venv       # numpy comes from Debian
    /tmp/venv/bin/pip install --no-build-isolation --no-deps .

GRIDNAV_CMAKE_BUILD_DIR names a CMake build folder to reuse (configured already, e.g.
build/); without it the build happens in a folder of its own under pip's build tree.
"""

import os
import pathlib
import shutil
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = pathlib.Path(__file__).resolve().parent


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        build_dir = pathlib.Path(os.environ.get("GRIDNAV_CMAKE_BUILD_DIR") or pathlib.Path(self.build_temp) / "cmake")
        build_dir = build_dir.resolve()
        if not (build_dir / "CMakeCache.txt").exists():
            subprocess.run(
                ["cmake", "-S", str(ROOT), "-B", str(build_dir), "-DCMAKE_BUILD_TYPE=Release",
                 "-DGRIDNAV_PYTHON=ON", "-DGRIDNAV_BUILD_APPS=OFF", "-DGRIDNAV_BUILD_TESTS=OFF",
                 f"-DPython3_EXECUTABLE={sys.executable}"],
                check=True)
        jobs = str(os.cpu_count() or 1)
        subprocess.run(["cmake", "--build", str(build_dir), "--target", "gridnav_python", "-j", jobs], check=True)
        built = sorted((build_dir / "python" / "gridnav").glob("_gridnav*.so"))
        if not built:
            raise RuntimeError(f"the CMake build left no _gridnav*.so in {build_dir / 'python' / 'gridnav'}")
        target = pathlib.Path(self.get_ext_fullpath(ext.name))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built[-1], target)


setup(
    name="gridnav",
    version="0.1.0",
    description="Pathfinding on grid maps: every planner of the gridnav C++ engine, distance fields, batches",
    packages=["gridnav"],
    package_dir={"": "python"},
    package_data={"gridnav": ["__init__.pyi", "py.typed"]},
    ext_modules=[Extension("gridnav._gridnav", sources=[])],
    cmdclass={"build_ext": CMakeBuild},
    python_requires=">=3.9",
    install_requires=["numpy"],
    zip_safe=False,
)
