//! The image store of `IMAGE_STORE=folder`: one file per image in a folder (by default `DATA_DIR/images`).

use std::io::ErrorKind;
use std::path::PathBuf;

use domain::RepoError;
use domain::catalogue::images::{ImageName, ImageStore};

pub struct ImageFolder {
    dir: PathBuf,
}

impl ImageFolder {
    /// Creates the folder when missing.
    pub fn new(dir: PathBuf) -> std::io::Result<Self> {
        std::fs::create_dir_all(&dir)?;
        Ok(Self { dir })
    }
}

fn failed(what: &str, err: std::io::Error) -> RepoError {
    RepoError::Other(format!("image folder: {what}: {err}"))
}

impl ImageStore for ImageFolder {
    fn save(&self, name: &ImageName, bytes: &[u8]) -> Result<(), RepoError> {
        // written aside then renamed, so a reader never sees half an image
        let path = self.dir.join(name.to_string());
        let partial = self.dir.join(format!(".{name}.part"));
        std::fs::write(&partial, bytes).map_err(|err| failed("write", err))?;
        std::fs::rename(&partial, &path).map_err(|err| failed("rename", err))
    }

    fn load(&self, name: &ImageName) -> Result<Option<Vec<u8>>, RepoError> {
        match std::fs::read(self.dir.join(name.to_string())) {
            Ok(bytes) => Ok(Some(bytes)),
            Err(err) if err.kind() == ErrorKind::NotFound => Ok(None),
            Err(err) => Err(failed("read", err)),
        }
    }

    fn names(&self) -> Result<Vec<ImageName>, RepoError> {
        let entries = std::fs::read_dir(&self.dir).map_err(|err| failed("list", err))?;
        let mut names = Vec::new();
        for entry in entries {
            let entry = entry.map_err(|err| failed("list", err))?;
            // partial writes (".name.part") and anything else that is not an image's name are skipped
            if let Some(name) = entry.file_name().to_str().and_then(ImageName::parse) {
                names.push(name);
            }
        }
        Ok(names)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn the_folder_lists_the_images_it_keeps_and_nothing_else() {
        let dir = std::env::temp_dir().join(format!("image-folder-{}", std::process::id()));
        let folder = ImageFolder::new(dir.clone()).unwrap();
        let name = ImageName::parse("AAAAAAAAAAAAAAAAAAAAAA.svg").unwrap();
        folder.save(&name, b"<svg/>").unwrap();
        std::fs::write(dir.join(".BBBBBBBBBBBBBBBBBBBBBB.png.part"), b"half").unwrap();
        std::fs::write(dir.join("notes.txt"), b"not an image").unwrap();
        assert_eq!(folder.names().unwrap(), [name]);
        std::fs::remove_dir_all(dir).unwrap();
    }
}
